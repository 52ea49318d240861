/**
 * Security headers (helmet) on every response. helmet's middleware is built once, here, where
 * @fastify/helmet builds it again for every request (`helmet(options)` in its onRequest hook,
 * re-parsing the CSP directives: about 4 % of the CPU of a cached `GET /api/user`, see
 * bench/README.md). It is the helmet @fastify/helmet depends on, resolved through that package,
 * so the server gains no dependency and the headers stay exactly those @fastify/helmet sent.
 */
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";
import type { HelmetOptions } from "helmet";

type Helmet = typeof import("helmet").default;

const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve("@fastify/helmet"));
const helmet = fromFastifyHelmet("helmet") as Helmet;

export function securityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const apply = helmet(options);
  app.addHook("onRequest", (request, reply, done) => {
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
