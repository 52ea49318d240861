// @vitest-environment happy-dom
import type { Editor } from "@tiptap/react";
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mount } from "../test/mount.tsx";
import { RichTextField } from "./RichTextField.tsx";

let mounted: ReturnType<typeof mount> | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/**
 * A page that keeps the content in state from `onChange` but re-renders, on every keystroke,
 * with the value from before it (as a page does when a query or a realtime push re-renders it
 * between a keystroke and the state it set).
 */
function StalePage({ resetKey, loaded }: { resetKey?: number; loaded?: string }) {
  const [emitted, setEmitted] = useState<string[]>([loaded ?? ""]);
  const stale = emitted.at(-2) ?? emitted[0] ?? "";
  latest.emitted = emitted.at(-1) ?? "";
  return (
    <RichTextField
      label="Content"
      value={loaded ?? stale}
      resetKey={resetKey}
      onChange={(html) => setEmitted((all) => [...all, html])}
      onEditor={(editor) => {
        latest.editor = editor;
      }}
    />
  );
}
const latest: { editor: Editor | null; emitted: string } = { editor: null, emitted: "" };

/** Types as ProseMirror does for each key: one text insertion at the cursor, then React renders. */
function type(text: string) {
  for (const char of text) {
    act(() => {
      const view = latest.editor?.view;
      if (!view) throw new Error("no editor");
      view.dispatch(view.state.tr.insertText(char));
    });
  }
}

describe("RichTextField", () => {
  it("keeps every character typed while the page re-renders with a stale value", () => {
    mounted = mount(<StalePage />);
    type("Dear broker, the policy for ");
    act(() => {
      latest.editor?.chain().focus().insertContent("{{ policy.number }}").run();
    });
    type(" is now bound.");
    const whole = "Dear broker, the policy for {{ policy.number }} is now bound.";
    expect(latest.editor?.getText()).toBe(whole);
    expect(latest.emitted).toBe(`<p>${whole}</p>`);
    expect(mounted.container.querySelector(".ProseMirror")?.textContent).toBe(whole);
  });

  it("ignores a new value without a new resetKey and takes it with one", () => {
    mounted = mount(<StalePage resetKey={1} loaded="<p>First template</p>" />);
    expect(latest.editor?.getText()).toBe("First template");
    act(() => {
      latest.editor?.commands.focus("end");
    });
    type(" edited");
    mounted.rerender(<StalePage resetKey={1} loaded="<p>Refetched</p>" />);
    expect(latest.editor?.getText()).toBe("First template edited");
    mounted.rerender(<StalePage resetKey={2} loaded="<p>Second template</p>" />);
    expect(latest.editor?.getText()).toBe("Second template");
  });
});
