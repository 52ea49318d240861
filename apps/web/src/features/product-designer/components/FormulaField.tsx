import { Code, Stack, Text, Textarea } from "@mantine/core";
import { parseFormulaError } from "../helpers.ts";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  readOnly?: boolean;
  description?: string;
  name?: string;
}

/**
 * A formula input; a save-time error is shown at its position: the offending line with a caret
 * under the column, like a spreadsheet's formula bar.
 */
export function FormulaField({
  label,
  value,
  onChange,
  errors,
  readOnly,
  description,
  name,
}: Props) {
  const first = errors?.[0];
  const parsed = first ? parseFormulaError(first) : null;
  const line = parsed?.line ? (value.split("\n")[parsed.line - 1] ?? "") : null;
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description={description}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={1}
        spellCheck={false}
        error={parsed ? true : undefined}
        data-formula-input={name}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      {parsed && (
        <Stack gap={2} data-testid={name ? `formula-error-${name}` : undefined} role="alert">
          {line !== null && parsed.column !== null && (
            <Code block fz={12} c="red" style={{ whiteSpace: "pre" }}>
              {`${line}\n${" ".repeat(Math.max(0, parsed.column - 1))}^`}
            </Code>
          )}
          <Text size="xs" c="red">
            {parsed.line !== null
              ? `Line ${parsed.line}, column ${parsed.column}: ${parsed.text}`
              : parsed.text}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
