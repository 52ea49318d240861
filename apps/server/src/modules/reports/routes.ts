/// <reference types="@fastify/compress" />
// (for the `compress: false` route option when this file is compiled without app.ts)
/**
 * Company reports (SPEC §2, §7): `GET /api/companies/{companyId}/report/bound-policies`
 * answers the Bound Policy Data Report as a csv, json or txt file, streamed from the database.
 * ExecuteCompanyReports (20) in the acting company; the §5 date rules are checked here too.
 */
import {
  boundPolicyColumns,
  boundPolicyReportFileName,
  Permission,
  reportRangeOf,
  rowWriter,
  ZBoundPolicyReportQuery,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { assertCan, requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { todayIn } from "../rating/index.ts";
import { boundPolicyFacts, boundPolicySource } from "./bound-policies.ts";
import { encodeRows, sendStream } from "./export.ts";

/**
 * "Today" for the §5 latest-date rule: the web form sends the user's calendar date as a UTC day,
 * and somewhere it is already tomorrow; the server allows the latest date on Earth (UTC+14).
 */
export const latestToday = (now = new Date()) => todayIn("Pacific/Kiritimati", now);

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
      const actor = requireActor(request);
      const companyId = request.params.companyId;
      assertCan(actor.user, companyId, Permission.ExecuteCompanyReports);
      const range = reportRangeOf(request.query, latestToday());
      if (range.errors.dateFrom || range.errors.dateTo) {
        throw invalid({
          ...(range.errors.dateFrom ? { date_from: range.errors.dateFrom } : {}),
          ...(range.errors.dateTo ? { date_to: range.errors.dateTo } : {}),
        });
      }
      const type = request.query.type;
      const writer = rowWriter(type, boundPolicyColumns);
      const source = boundPolicySource(deps.db, actor, companyId, range);
      return sendStream(
        reply,
        writer.contentType,
        boundPolicyReportFileName(new Date(), type),
        encodeRows(deps.database, source, writer, boundPolicyFacts),
      );
    },
  );
}
