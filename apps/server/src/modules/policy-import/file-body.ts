/**
 * The import file as it arrives: the raw request body with its own content type (SPEC §5, §7;
 * `text/csv` when none is given), read as a stream so a large file is never held whole.
 */
import { messages } from "@platform/domain";
import { invalid } from "../../platform/http/errors.ts";

/** The largest file accepted (docs/decisions.md, policy data import): 100,000 rows fit in it. */
export const MAX_IMPORT_MB = 64;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024;

/** The types a CSV file is sent with: browsers send Excel's type for .csv on Windows. */
const CSV_TYPES = new Set([
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel",
  "text/plain",
]);

/** Refuses a file that is not CSV (422 on `file`, the spec's "Invalid file type"). */
export function assertCsvType(contentType: string | undefined): void {
  const type = (contentType ?? "text/csv").split(";")[0]!.trim().toLowerCase();
  if (!CSV_TYPES.has(type)) throw invalid({ file: messages.invalidFileType });
}

/** The body's text as it arrives, refused once it passes the size limit. */
export async function* textOf(body: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  let bytes = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > MAX_IMPORT_BYTES) throw invalid({ file: messages.fileTooLarge(MAX_IMPORT_MB) });
    yield decoder.decode(buffer, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
