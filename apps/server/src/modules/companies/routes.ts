import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { publicCompanyProfile } from "./service.ts";

export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["companies"];

  r.get(
    "/api/companies/by-handle/:handle",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A company's public profile by portal handle (branding for its login page)",
        params: z.object({ handle: z.string().min(1).max(63) }),
      },
    },
    async (request) => publicCompanyProfile(deps.db, request.params.handle),
  );
}
