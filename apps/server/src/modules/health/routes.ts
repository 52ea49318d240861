import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";

export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      config: { public: true },
      schema: {
        tags: ["platform"],
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.string() }),
          503: z.object({ status: z.literal("unavailable"), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: "ok" as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: "unavailable", message: "Database unreachable" });
      }
    },
  );
}
