/**
 * A prerendered form sent before React took the page over (held by public/after-paint.js and
 * marked `data-sent-early`) is sent again once React has hydrated it; what was typed meanwhile
 * is in the fields, which such forms read on submit (they are uncontrolled: React never
 * overwrites them).
 */
export function takeHeldSubmits(container: HTMLElement): () => void {
  const held = [...container.querySelectorAll("form[data-sent-early]")] as HTMLFormElement[];
  for (const form of held) form.removeAttribute("data-sent-early");
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const form of held) form.requestSubmit();
  };
}
