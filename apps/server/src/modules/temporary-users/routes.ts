import { ZTemporaryAccess } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../platform/deps/index.ts";
import { unauthenticated } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { companySummary } from "../users/index.ts";

export async function temporaryUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["temporary users"];

  r.get(
    "/api/temporary-access",
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The one item a temporary user may see, and the branding to use",
        response: { 200: ZTemporaryAccess },
      },
    },
    async (request) => {
      const access = request.temporaryAccess;
      if (!access) throw unauthenticated();
      const company = await findCompany(deps.db, access.companyId);
      return {
        subjectType: access.subjectType,
        subjectId: access.subjectId,
        expiresAt: Math.floor(access.expiresAt.getTime() / 1000),
        company: company ? companySummary(company, []) : null,
      };
    },
  );
}
