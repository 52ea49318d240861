/**
 * Sending a streamed export: the header, then the rows encoded by the row writer in chunks of
 * about 32 kB, then the footer, as a Node stream the reply pipes with back-pressure (the next
 * chunk is made only when the socket has taken the last). Rows are joined so a million rows
 * make ten thousand writes, not a million; chunks stay small so each is a young-generation
 * string that dies at once (large strings go straight to the old generation and grow the heap).
 */
import { Readable } from "node:stream";
import { CHUNK_CHARS, type RowWriter } from "@platform/domain";
import type { FastifyReply } from "fastify";
import type { Database } from "../../platform/db/index.ts";
import { attachment } from "../../platform/http/send-file.ts";
import { type Row, type StreamSource, streamRows } from "./stream.ts";

const READ_AHEAD = 8 * CHUNK_CHARS;

/**
 * Batches of database rows, each turned into a report row (null: skipped) only as it is
 * encoded, so one row's objects are alive at a time; encoded rows are joined in chunks of about
 * 32 kB (one flat string each, not a rope of thousands of pieces).
 */
export async function* encodeBatches<R, T>(
  batches: AsyncIterable<readonly R[]>,
  toRow: (raw: R) => T | null,
  writer: RowWriter<T>,
): AsyncGenerator<string> {
  let parts: string[] = [writer.header()];
  let size = 0;
  let index = 0;
  for await (const batch of batches) {
    for (const raw of batch) {
      const row = toRow(raw);
      if (row === null) continue;
      const text = writer.row(row, index);
      index += 1;
      parts.push(text);
      size += text.length;
      if (size >= CHUNK_CHARS) {
        yield parts.join("");
        parts = [];
        size = 0;
      }
    }
  }
  parts.push(writer.footer());
  const last = parts.join("");
  if (last) yield last;
}

export function encodeRows<T>(
  database: Database,
  source: StreamSource,
  writer: RowWriter<T>,
  toRow: (row: Row) => T | null,
): AsyncGenerator<string> {
  return encodeBatches(streamRows(database, source), toRow, writer);
}

export function sendStream(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  chunks: AsyncIterable<string>,
) {
  // A stream of text (`encoding`): the chunks reach the socket as strings, which it encodes into
  // memory it frees as soon as each write completes. Without it every chunk would become a
  // Buffer whose memory outside the heap waits for the garbage collector (+200 MB RSS on a
  // million-row export).
  return reply
    .header("content-type", contentType)
    .header("content-disposition", attachment(fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(
      // Up to about 256 kB encoded ahead while the socket is busy, so encoding goes on while the
      // client reads rather than waiting for each write.
      Readable.from(chunks, { objectMode: false, encoding: "utf8", highWaterMark: READ_AHEAD }),
    );
}
