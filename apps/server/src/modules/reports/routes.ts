/// <reference types="@fastify/compress" />
// (for the `compress: false` route option when this file is compiled without app.ts)
/**
 * Company reports (SPEC §2, §7): `GET /api/companies/{companyId}/report/bound-policies`
 * answers the Bound Policy Data Report as a csv, json or txt file, streamed from the database.
 * ExecuteCompanyReports (20) in the acting company and the §5 date rules: export-bound-policies.ts.
 */
import { ZBoundPolicyReportQuery } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { sendStream } from "./export.ts";
import { exportBoundPolicies } from "./export-bound-policies.ts";

export { latestToday } from "./export-bound-policies.ts";

export async function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/companies/:companyId/report/bound-policies",
    {
      compress: false,
      schema: {
        tags: ["reports"],
        summary:
          "Bound Policy Data Report: one row per bound transaction in the range, as a csv, json or txt file",
        params: ZCompanyIdParams,
        querystring: ZBoundPolicyReportQuery,
      },
    },
    async (request, reply) => {
      const report = await exportBoundPolicies(requireContext(request, deps), {
        query: request.query,
      });
      return sendStream(reply, report.contentType, report.fileName, report.chunks);
    },
  );
}
