import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(
    "/api/health",
    {
      config: { public: true },
      schema: { tags: ["platform"], summary: "Liveness and database check" },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: "ok", database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
      }
    },
  );
}
