import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** `attachment; filename=…` with the RFC 6266 UTF-8 form beside the plain one. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A private file as a download: never cached, never sniffed into another type (a stored upload
 * is not trusted to be what its name says).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { name: string; mimeType: string; data: Buffer | Readable },
) {
  return reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachment(file.name))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.data);
}
