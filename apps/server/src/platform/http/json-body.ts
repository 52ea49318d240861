/**
 * A route that declares a JSON body reads JSON only. The scopes that take raw uploads parse every
 * content type into bytes, so without this guard a JSON route of such a scope would validate a
 * Buffer (a 5xx); it answers 415 with a clear message instead, before validation.
 */
import type { FastifyRequest } from "fastify";
import { unsupportedMediaType } from "./errors.ts";

/** `application/json` and the `+json` types (`application/merge-patch+json`). */
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json$/;

export function requireJsonBody(request: FastifyRequest, bodySchema: unknown) {
  if (bodySchema === undefined) return;
  const header = request.headers["content-type"];
  if (header === undefined || request.body === undefined) return;
  const type = header.split(";")[0]!.trim().toLowerCase();
  if (!JSON_TYPE.test(type)) throw unsupportedMediaType();
}
