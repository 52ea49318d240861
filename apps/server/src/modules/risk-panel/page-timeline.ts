/**
 * Timeline of the underwriter panel (SPEC §2): what happened to a risk package, newest first,
 * from its audit rows (subject "risk_package"), with a human description and who did it. The
 * broker side sees the entries that are not internal to the underwriter (`describe.ts`).
 */
import type { TPageQuery, TRiskTimelineEntry } from "@platform/domain";
import { type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { pageAuditTimeline } from "../users/index.ts";
import { describeAction, internalActionPattern } from "./describe.ts";

export async function pageTimeline(ctx: Ctx, input: { riskPackageId: number; query: TPageQuery }) {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  const brokerFilter: SQL | undefined =
    access.side === "broker" || access.side === "insurer"
      ? sql`not (${auditLog.action} ~* ${internalActionPattern}) and coalesce(${auditLog.data}->>'internal', 'false') <> 'true'`
      : undefined;
  return pageAuditTimeline(
    db,
    { type: "risk_package", id: riskPackageId, filter: brokerFilter },
    query,
    (row): TRiskTimelineEntry["description"] => describeAction(row.action, row.data),
  );
}
