import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef } from "react";

interface Props {
  label: string;
  /**
   * The document the field starts from. Read at mount and whenever `resetKey` changes, never
   * otherwise: a value the page re-renders with after a keystroke is older than the editor.
   */
  value: string;
  /**
   * Changed by the page when it loads another record or version into the field: the field then
   * takes `value` as its new document. Left alone, the field owns what the user types.
   */
  resetKey?: string | number;
  onChange: (html: string) => void;
  error?: string;
  readOnly?: boolean;
  /** Hands the editor out (to insert merge fields at the cursor). */
  onEditor?: (editor: Editor | null) => void;
}

const EXTENSIONS = [StarterKit.configure({ link: false }), Link];

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * The product's rich-text field (Mantine tiptap): endorsement wordings and document templates.
 * The server sanitises (clauses) or validates (templates) what it stores.
 *
 * The field owns its document (uncontrolled after mount): it emits every change and takes a new
 * `value` only with a new `resetKey`. A controlled editor loses keystrokes: a render that still
 * carries the value from before the last keystroke (queries arriving, realtime pushes) would
 * replace the document with it.
 */
export function RichTextField({
  label,
  value,
  resetKey,
  onChange,
  error,
  readOnly = false,
  onEditor,
}: Props) {
  // The document as the field last knew it: what it emitted or was reset to.
  const held = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: held.current,
    editable: !readOnly,
    immediatelyRender: true,
    // tiptap may recreate the editor (a remount in development, a destroy scheduled before the
    // first effect): the new one starts from the document, not from the first render's value.
    onCreate: ({ editor: created }) => {
      if (htmlOf(created) !== held.current) {
        created.commands.setContent(held.current, { emitUpdate: false });
      }
    },
    onUpdate: ({ editor: current }) => {
      held.current = htmlOf(current);
      onChange(held.current);
    },
  });

  // Only a new resetKey brings a new document in; a new value alone is ignored.
  const appliedKey = useRef(resetKey);
  useEffect(() => {
    if (!editor || appliedKey.current === resetKey) return;
    appliedKey.current = resetKey;
    held.current = value;
    if (htmlOf(editor) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, resetKey, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  useEffect(() => {
    onEditor?.(editor);
  }, [editor, onEditor]);

  return (
    <Input.Wrapper label={label} error={error} required>
      <RichTextEditor
        editor={editor}
        mt={4}
        style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        {!readOnly && (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
