/**
 * A worker thread encoding a bordereau's CSV (issue 15 part 4, see `csv-workers.ts`): it gets
 * COPY text lines packed in a buffer, turns each into its line and CSV row exactly as the
 * in-thread path does, and answers the text in ~32 kB strings with the buffer handed back.
 */
import { isAscii } from "node:buffer";
import { parentPort, workerData } from "node:worker_threads";
// Domain imports by file, not the package's index: the worker loads only what it runs.
import type { BordereauLine } from "@platform/domain/reports/bordereau";
import { CHUNK_CHARS, type RowWriter, rowWriter } from "@platform/domain/reports/writers";
import { parseCopyText } from "../../platform/db/copy-text.ts";
import { bordereauColumns, type CsvSetup, type DbRow, lineMaker } from "./lines.ts";

/** The CSV rows of COPY text lines (each ending in a newline), in ~32 kB strings. */
export function encodeCopyText(
  text: string,
  toLine: (row: DbRow) => BordereauLine,
  writer: RowWriter<BordereauLine>,
): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 0;
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n", start);
    if (end < 0) break;
    const row = writer.row(toLine(parseCopyText(text.slice(start, end))), 0);
    start = end + 1;
    parts.push(row);
    size += row.length;
    if (size >= CHUNK_CHARS) {
      chunks.push(parts.join(""));
      parts = [];
      size = 0;
    }
  }
  if (parts.length > 0) chunks.push(parts.join(""));
  return chunks;
}

/** The buffer as text: most bordereaux are plain ASCII, which latin1 copies without decoding. */
function decode(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
}

export interface EncodeRequest {
  seq: number;
  memory: ArrayBuffer;
  length: number;
}

export type EncodeAnswer =
  | { seq: number; chunks: string[]; memory: ArrayBuffer }
  | { seq: number; error: string };

const port = parentPort;
if (port) {
  const setup = workerData as CsvSetup;
  const toLine = lineMaker(setup);
  const writer = rowWriter("csv", bordereauColumns(setup.kind, setup.syndicates));
  port.on("message", ({ seq, memory, length }: EncodeRequest) => {
    try {
      const text = decode(Buffer.from(memory, 0, length));
      const answer: EncodeAnswer = { seq, chunks: encodeCopyText(text, toLine, writer), memory };
      port.postMessage(answer, [memory]);
    } catch (error) {
      const answer: EncodeAnswer = { seq, error: String((error as Error)?.stack ?? error) };
      port.postMessage(answer);
    }
  });
}
