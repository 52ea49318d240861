// Prerendered pages (the server's web-app.ts): their HTML and CSS paint first, then this loads
// the app's entry chunk and the page's chunks (`data-modules`, entry first), so on a slow
// connection the first paint does not share the line with the JavaScript. requestAnimationFrame
// runs just before the next paint and the timeout just after it; the second timeout covers
// pages that do not paint (a background tab). A form sent before the app has taken the page
// over (main.tsx removes `data-prerendered`) is held and marked; main.tsx sends it then
// (app/prerendered/heldSubmits.ts).
(() => {
  // The login form's email: the last one signed in with (api/session.ts), with the cursor on the
  // password, before anyone types. The form reads its fields on submit (LoginPage.tsx).
  const email = document.querySelector(
    '#root[data-prerendered="/login"] input[autocomplete="username"]',
  );
  if (email && !email.value) {
    try {
      const remembered = localStorage.getItem("email");
      if (remembered) {
        email.value = remembered;
        document.querySelector('#root input[autocomplete="current-password"]')?.focus();
      }
    } catch {
      // Storage can be unavailable (private mode): the field stays empty.
    }
  }
  document.addEventListener(
    "submit",
    (event) => {
      if (!document.getElementById("root")?.hasAttribute("data-prerendered")) return;
      event.preventDefault();
      event.target.setAttribute("data-sent-early", "");
    },
    true,
  );
  const script = document.currentScript;
  const modules = (script?.getAttribute("data-modules") || "").split(" ");
  // The entry chunk first, then the page's chunks as modulepreload links a few to a task: adding
  // such a link costs the main thread about half a millisecond (several on a slow phone), and
  // thirty of them at once made one long task.
  let loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    const [entry, ...chunks] = modules.filter(Boolean);
    if (!entry) return;
    const entryScript = document.createElement("script");
    entryScript.type = "module";
    entryScript.crossOrigin = "";
    entryScript.src = entry;
    document.head.appendChild(entryScript);
    (function preload() {
      for (const href of chunks.splice(0, 5)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.appendChild(link);
      }
      if (chunks.length > 0) setTimeout(preload, 0);
    })();
  }
  requestAnimationFrame(() => {
    setTimeout(load, 0);
  });
  setTimeout(load, 500);
})();
