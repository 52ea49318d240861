/**
 * Line encoders for report exports (csv, txt, json), written to stream: a header chunk, one chunk
 * per row, a footer chunk, so a server can send millions of rows in constant memory.
 *
 * - csv: RFC 4180 (comma, CRLF, fields quoted when they hold a comma, quote or line break, quotes
 *   doubled). Text cells that a spreadsheet would run as a formula (starting with = + - @, tab or
 *   carriage return) get a leading apostrophe (OWASP "CSV injection"); money and dates are
 *   written by us and never start that way, except negative amounts, which are kept as numbers.
 * - txt: tab-separated, one row per line, tabs and line breaks inside a value replaced by spaces;
 *   formula cells get the same apostrophe as in csv (a .txt opens in a spreadsheet just as well).
 * - json: an array of objects keyed by the columns' keys.
 */
import type { ReportOutputType } from "../enums.ts";

export interface ExportColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => string;
  /**
   * The value is written by us as a plain number or date (digits, one leading minus, a point or
   * dashes): CSV writes it as it is, without the quoting and formula checks text cells need.
   */
  plain?: boolean;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The size a streamed export joins its encoded rows to before a write: a million rows make ten
 * thousand writes, and each chunk is small enough to die young in the garbage collector.
 */
export const CHUNK_CHARS = 32 * 1024;

/**
 * A text cell that a spreadsheet would run as a formula (first character = + - @, tab or carriage
 * return: 61, 43, 45, 64, 9, 13) gets a leading apostrophe (OWASP "CSV injection"); a plain
 * number such as a negative amount is kept as it is. Shared by the csv and txt outputs.
 */
export function neutraliseFormula(value: string): string {
  // Character tests rather than many scans: a million-row export calls this 15 million times.
  if (value.length === 0) return value;
  const first = value.charCodeAt(0);
  return (first === 61 ||
    first === 43 ||
    first === 45 ||
    first === 64 ||
    first === 9 ||
    first === 13) &&
    !NUMBER.test(value)
    ? `'${value}`
    : value;
}

/** A character that makes a CSV field need quotes: a quote, a comma or a line break. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  if (!NEEDS_QUOTES.test(safe)) return safe;
  if (safe.includes('"')) return `"${safe.replaceAll('"', '""')}"`;
  return `"${safe}"`;
}

const txtCell = (value: string) => neutraliseFormula(value).replace(/[\t\r\n]+/g, " ");

export interface RowWriter<Row> {
  contentType: string;
  header(): string;
  row(row: Row, index: number): string;
  footer(): string;
}

export function rowWriter<Row>(
  type: ReportOutputType,
  columns: readonly ExportColumn<Row>[],
): RowWriter<Row> {
  switch (type) {
    case "csv": {
      const cells = new Array<string>(columns.length);
      return {
        contentType: "text/csv; charset=utf-8",
        header: () => `${columns.map((c) => csvCell(c.header)).join(",")}\r\n`,
        row: (row) => {
          // Cells gathered and joined once: one flat string per row rather than a rope of
          // twice as many pieces as there are columns (a million-row export's garbage); the
          // array is the writer's own, reused row after row (the joined string is a copy).
          for (let i = 0; i < columns.length; i += 1) {
            const column = columns[i]!;
            const value = column.value(row);
            cells[i] = column.plain ? value : csvCell(value);
          }
          return `${cells.join(",")}\r\n`;
        },
        footer: () => "",
      };
    }
    case "txt":
      return {
        contentType: "text/plain; charset=utf-8",
        header: () => `${columns.map((c) => txtCell(c.header)).join("\t")}\n`,
        row: (row) => `${columns.map((c) => txtCell(c.value(row))).join("\t")}\n`,
        footer: () => "",
      };
    case "json":
      return {
        contentType: "application/json; charset=utf-8",
        header: () => "[",
        row: (row, index) =>
          `${index === 0 ? "" : ","}${JSON.stringify(
            Object.fromEntries(columns.map((c) => [c.key, c.value(row)])),
          )}`,
        footer: () => "]",
      };
  }
}

/** The whole export as one string (small reports and tests). */
export function writeAll<Row>(
  type: ReportOutputType,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): string {
  const writer = rowWriter(type, columns);
  return writer.header() + rows.map((row, i) => writer.row(row, i)).join("") + writer.footer();
}
