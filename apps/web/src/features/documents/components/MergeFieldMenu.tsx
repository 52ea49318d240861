import { Button, Menu } from "@mantine/core";
import type { MergeField } from "@platform/domain/documents/index";

/** The Liquid text a merge field inserts: blocks as tags, lists as loops, money and dates filtered. */
export const mergeFieldSnippet = (field: { path: string; type: string }) =>
  field.type === "block"
    ? `{% ${field.path} %}`
    : field.type === "list"
      ? `{% for item in ${field.path} %}{{ item }}{% endfor %}`
      : field.type === "money"
        ? `{{ ${field.path} | money }}`
        : field.type === "date"
          ? `{{ ${field.path} | date_au }}`
          : `{{ ${field.path} }}`;

interface Props {
  fields: MergeField[];
  loading?: boolean;
  onInsert: (snippet: string) => void;
  /** Leave out block fields (tables the PDF renderer draws), e.g. for an email subject. */
  withoutBlocks?: boolean;
  label?: string;
}

/** "Insert merge field": the data model's fields, each inserting its snippet at the cursor. */
export function MergeFieldMenu({
  fields,
  loading,
  onInsert,
  withoutBlocks,
  label = "Insert merge field",
}: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={loading}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: "auto" }}>
        {fields
          .filter((field) => !(withoutBlocks && field.type === "block"))
          .map((field) => (
            <Menu.Item
              key={`${field.type}-${field.path}`}
              onClick={() => onInsert(mergeFieldSnippet(field))}
            >
              {field.label}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
