import "@mantine/tiptap/styles.css";
import { Input } from "@mantine/core";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  readOnly?: boolean;
  /** Hands the editor out (to insert merge fields at the cursor). */
  onEditor?: (editor: Editor | null) => void;
}

/**
 * The product's rich-text field (Mantine tiptap): endorsement wordings and document templates.
 * The server sanitises (clauses) or validates (templates) what it stores.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  readOnly = false,
  onEditor,
}: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // Outside changes (a reset or a freshly loaded version) replace the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === "" && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

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
