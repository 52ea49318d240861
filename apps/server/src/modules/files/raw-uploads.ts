import type { FastifyInstance } from "fastify";
import { allowedFileTypes, MAX_FILE_MB } from "./types.ts";

/** The body limit of an upload route: a little over the limit, so the spec's message answers. */
export const uploadBodyLimit = (MAX_FILE_MB + 1) * 1024 * 1024;

/**
 * Lets the routes of `app`'s scope take uploads as the raw file with its own content type
 * (SPEC §7 imports do the same). Any other type still reaches the service, which answers
 * `Invalid file type` (not a bare 415).
 */
export function acceptRawUploads(app: FastifyInstance) {
  app.addContentTypeParser(
    Object.keys(allowedFileTypes).filter(
      (type) => type !== "application/json" && type !== "text/plain",
    ),
    { parseAs: "buffer", bodyLimit: uploadBodyLimit },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: uploadBodyLimit },
    (_request, body, done) => done(null, body),
  );
}

/** An upload's bytes, whatever parser read them (JSON and text arrive parsed). */
export function uploadedBytes(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === "string" ? body : JSON.stringify(body ?? ""));
}
