/**
 * Timeline of the underwriter panel (SPEC §2): what happened to a risk package, newest first,
 * from its audit rows (subject "risk_package"), with a human description and who did it. The
 * broker side sees the entries that are not internal to the underwriter (`describe.ts`).
 */
import { pageWindow, type TPageQuery, type TRiskTimelineEntry } from "@platform/domain";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import { auditLog } from "../../platform/audit/tables.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { toSeconds, userRefsByIds } from "../users/index.ts";
import { describeAction, internalActionPattern } from "./describe.ts";

export async function pageTimeline(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery,
) {
  const access = await visibleRiskPackage(db, actor, companyId, riskPackageId);
  const brokerFilter: SQL | undefined =
    access.side === "broker"
      ? sql`not (${auditLog.action} ~* ${internalActionPattern}) and coalesce(${auditLog.data}->>'internal', 'false') <> 'true'`
      : undefined;
  const where = and(
    eq(auditLog.subjectType, "risk_package"),
    eq(auditLog.subjectId, String(riskPackageId)),
    brokerFilter,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: auditLog, total: totalRows() })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const names = await userRefsByIds(
    db,
    rows.map(({ row }) => row.userId),
  );
  return toPage(
    rows,
    query,
    ({ row }): TRiskTimelineEntry => ({
      id: row.id,
      action: row.action,
      description: describeAction(row.action, row.data),
      actor: row.userId === null ? null : (names.get(row.userId) ?? null),
      at: toSeconds(row.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]!.n,
  );
}
