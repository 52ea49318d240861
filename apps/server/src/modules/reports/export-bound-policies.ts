import {
  boundPolicyColumns,
  boundPolicyReportFileName,
  reportRangeOf,
  rowWriter,
  type TBoundPolicyReportQuery,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { todayIn } from "../rating/index.ts";
import { riskScope } from "../risks/index.ts";
import { authorizeReports } from "./access.ts";
import { boundPolicyFacts, boundPolicySource } from "./bound-policies.ts";
import { encodeRows } from "./export.ts";

/**
 * "Today" for the §5 latest-date rule: the web form sends the user's calendar date as a UTC day,
 * and somewhere it is already tomorrow; the server allows the latest date on Earth (UTC+14).
 */
export const latestToday = (now = new Date()) => todayIn("Pacific/Kiritimati", now);

/**
 * The Bound Policy Data Report of the acting company as a file: its type, name and text, streamed
 * from the database as it is sent. ExecuteCompanyReports; the §5 date rules are checked here too.
 */
export async function exportBoundPolicies(ctx: Ctx, input: { query: TBoundPolicyReportQuery }) {
  const { actor } = ctx;
  const { query } = input;
  authorizeReports(actor);
  const range = reportRangeOf(query, latestToday());
  if (range.errors.dateFrom || range.errors.dateTo) {
    throw invalid({
      ...(range.errors.dateFrom ? { date_from: range.errors.dateFrom } : {}),
      ...(range.errors.dateTo ? { date_to: range.errors.dateTo } : {}),
    });
  }
  const type = query.type;
  const writer = rowWriter(type, boundPolicyColumns);
  const source = boundPolicySource(ctx.db, riskScope(actor), range);
  return {
    contentType: writer.contentType,
    fileName: boundPolicyReportFileName(new Date(), type),
    chunks: encodeRows(ctx.database, source, writer, boundPolicyFacts),
  };
}
