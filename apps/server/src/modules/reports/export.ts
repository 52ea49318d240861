/**
 * Sending a streamed export: the header, then one chunk per database batch (rows encoded by the
 * row writer), then the footer, as a Node stream the reply pipes with back-pressure. A batch's
 * rows are joined into one chunk so a million rows make a few hundred writes, not a million.
 */
import { Readable } from "node:stream";
import type { RowWriter } from "@platform/domain";
import type { FastifyReply } from "fastify";
import type { Database } from "../../platform/db/index.ts";
import { type Row, type StreamSource, streamRows } from "./stream.ts";

export async function* encodeRows<T>(
  database: Database,
  source: StreamSource,
  writer: RowWriter<T>,
  toRow: (row: Row) => T | null,
): AsyncGenerator<string> {
  yield writer.header();
  let index = 0;
  for await (const batch of streamRows(database, source)) {
    let chunk = "";
    for (const raw of batch) {
      const row = toRow(raw);
      if (row === null) continue;
      chunk += writer.row(row, index);
      index += 1;
    }
    if (chunk) yield chunk;
  }
  yield writer.footer();
}

/** `attachment; filename=…` with the RFC 6266 UTF-8 form beside the plain one. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendStream(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  chunks: AsyncIterable<string | Buffer>,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", attachment(fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(Readable.from(chunks, { objectMode: false }));
}
