import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite names every file under assets/ by its content hash, so a name never changes meaning. */
const HASHED_ASSETS = `${sep}assets${sep}`;
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app and falls back to index.html for client routes. API paths that
 * match no route answer a JSON 404 instead.
 *
 * Files are sent as the brotli or gzip copies written at build time when the browser accepts
 * them (`preCompressed`). Hashed assets are cached for a year; everything else, index.html
 * above all, is revalidated on every load so a deployment shows at once. Source maps are never
 * served, even if a build left some behind.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(join(distDir, "index.html"));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders: (response, path) => {
        response.setHeader("cache-control", path.includes(HASHED_ASSETS) ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A missing hashed asset or source map is a 404, not the app's page.
    const wantsPage =
      request.method === "GET" &&
      !path.startsWith("/api/") &&
      !path.startsWith("/assets/") &&
      !path.endsWith(".map");
    if (wantsPage && hasWebApp) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ message: "Not found." });
  });
}
