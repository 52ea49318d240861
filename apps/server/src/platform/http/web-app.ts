import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app and falls back to index.html for client routes. API paths that
 * match no route answer a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(join(distDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !request.url.startsWith("/api/");
    if (wantsPage && hasWebApp) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: "Not found." });
  });
}
