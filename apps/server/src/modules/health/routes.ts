import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app.ts";
import { pingDatabase } from "../../platform/db/index.ts";

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
