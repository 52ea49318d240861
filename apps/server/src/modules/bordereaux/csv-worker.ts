/**
 * A worker thread encoding a bordereau's CSV (see `csv-workers.ts`): it gets
 * COPY text lines packed in a buffer and a buffer to write into, turns each line into its
 * bordereau line and CSV row exactly as the in-thread path does, and hands both buffers back,
 * the second holding the rows as UTF-8 (a larger one when they did not fit).
 */
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

/** Text as the latin1 characters of its UTF-8 bytes ("é" as "Ã©"), the form the worker uses. */
export const asBytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/**
 * Chunks in the worker's form (a character a byte) written one after another into `output` (a
 * larger buffer when they do not fit): the bytes they stand for.
 */
export function writeChunks(chunks: readonly string[], output: ArrayBuffer) {
  let bytes = Buffer.from(output);
  let length = 0;
  for (const chunk of chunks) {
    if (length + chunk.length > bytes.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, length + chunk.length));
      bytes.copy(larger, 0, 0, length);
      bytes = larger;
    }
    length += bytes.write(chunk, length, "latin1");
  }
  return { output: bytes.buffer as ArrayBuffer, length };
}

export interface EncodeRequest {
  seq: number;
  memory: ArrayBuffer;
  length: number;
  /** Where to write the rows (a buffer handed back from an earlier answer, or a new one). */
  output: ArrayBuffer;
}

export type EncodeAnswer =
  | { seq: number; memory: ArrayBuffer; output: ArrayBuffer; length: number }
  | { seq: number; error: string };

const port = parentPort;
if (port) {
  // The worker reads COPY's bytes as latin1, a character a byte (copied, not decoded), and
  // writes its rows back the same way, so a name's UTF-8 passes through as it came and every
  // string stays one byte a character: decoding a buffer as UTF-8 because one name in it was
  // not ASCII made every string cut from it two bytes a character, and the rows 40 % slower.
  // Only ASCII is looked at (separators, quotes, digits, codes); the section names the setup
  // brings are put in the same form.
  const given = workerData as CsvSetup;
  const setup: CsvSetup = {
    ...given,
    sections: given.sections.map((section) => ({ ...section, name: asBytes(section.name) })),
  };
  const toLine = lineMaker(setup);
  const writer = rowWriter("csv", bordereauColumns(setup.kind, setup.syndicates));
  port.on("message", ({ seq, memory, length, output }: EncodeRequest) => {
    try {
      const text = Buffer.from(memory, 0, length).toString("latin1");
      const written = writeChunks(encodeCopyText(text, toLine, writer), output);
      const answer: EncodeAnswer = { seq, memory, ...written };
      port.postMessage(answer, [memory, written.output]);
    } catch (error) {
      const answer: EncodeAnswer = { seq, error: String((error as Error)?.stack ?? error) };
      port.postMessage(answer);
    }
  });
}
