/**
 * CSV for datasets (RFC 4180: quoted fields, doubled quotes, CRLF or LF), with column types
 * guessed from the values: number when every non-empty cell is a number, date when every one
 * is YYYY-MM-DD, boolean for true/false, else text.
 */
import type { DatasetCell } from "./schemas.ts";
import { designMessages } from "./schemas.ts";

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

export type GuessedType = "number" | "text" | "boolean" | "date";

function guess(values: string[]): GuessedType {
  const filled = values.map((v) => v.trim()).filter((v) => v !== "");
  if (filled.length === 0) return "text";
  if (filled.every((v) => /^-?\d+(\.\d+)?$/.test(v))) return "number";
  if (filled.every((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))) return "date";
  if (filled.every((v) => /^(true|false)$/i.test(v))) return "boolean";
  return "text";
}

/** Column names become identifiers (`Sum insured` → `sum_insured`). */
export function columnName(header: string, index: number): string {
  const name = header
    .trim()
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
  if (!name) return `column_${index + 1}`;
  return /^[0-9]/.test(name) ? `c_${name}` : name;
}

export interface ParsedCsv {
  columns: { name: string; type: GuessedType }[];
  rows: Record<string, DatasetCell>[];
}

export function parseDatasetCsv(
  text: string,
): { ok: true; value: ParsedCsv } | { ok: false; message: string } {
  const all = parseCsvRows(text);
  const [header, ...body] = all;
  if (!header || header.every((h) => h.trim() === ""))
    return { ok: false, message: designMessages.csvColumns };
  if (body.length === 0) return { ok: false, message: designMessages.csvEmpty };
  const names = header.map(columnName);
  const columns = names.map((name, index) => ({
    name,
    type: guess(body.map((r) => r[index] ?? "")),
  }));
  const rows = body.map((r) =>
    Object.fromEntries(
      columns.map((c, index) => {
        const raw = (r[index] ?? "").trim();
        if (raw === "") return [c.name, null];
        if (c.type === "number") return [c.name, raw];
        if (c.type === "boolean") return [c.name, raw.toLowerCase() === "true"];
        return [c.name, raw];
      }),
    ),
  );
  return { ok: true, value: { columns, rows } };
}

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

export function toCsv(
  columns: readonly { name: string }[],
  rows: readonly Record<string, DatasetCell>[],
): string {
  const lines = [columns.map((c) => quote(c.name)).join(",")];
  for (const row of rows)
    lines.push(
      columns
        .map((c) =>
          quote(row[c.name] === null || row[c.name] === undefined ? "" : String(row[c.name])),
        )
        .join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
