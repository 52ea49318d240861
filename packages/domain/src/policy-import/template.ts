import { importColumns } from "./columns.ts";
import { csvField } from "./csv.ts";

/** The downloadable template: the header and one sample row that validates. */
export function importTemplateCsv(): string {
  const header = importColumns.map((c) => c.name).join(",");
  const sample = importColumns.map((c) => csvField(c.sample)).join(",");
  return `${header}\r\n${sample}\r\n`;
}

/** The column list for the screen's help and the OpenAPI description. */
export function importColumnsHelp(): string {
  return importColumns
    .map((c) => `${c.name}${c.required ? " (required)" : ""}: ${c.help}`)
    .join("\n");
}
