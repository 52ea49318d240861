/**
 * Security headers (helmet) on every response. @fastify/helmet builds helmet's middleware again
 * for every request (re-parsing the CSP directives) and helmet then sets each header on the raw
 * response, where Node checks every name and value again. The headers depend only on the
 * options, so helmet runs once here, against a recording response, and every request gets the
 * recorded headers in one `reply.headers` (a plain object Fastify writes with the answer; see
 * bench/README.md). It is the helmet @fastify/helmet depends on, resolved through that package,
 * so the server gains no dependency and the headers stay exactly those helmet sends.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import type { HelmetOptions } from "helmet";

type Helmet = typeof import("helmet").default;

const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"));
const helmet = fromFastifyHelmet("helmet") as Helmet;

/** The headers helmet sets for `options` (lower-case names), recorded from one dry run. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    { headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
