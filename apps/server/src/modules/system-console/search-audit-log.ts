/**
 * A page of the audit log, newest first: one statement for the page and its total, one each for
 * the names of its users and companies (a third past the last page).
 */
import type { TAuditLogEntry, TPageMeta } from "@platform/domain";
import { pageWindow } from "@platform/domain";
import { count, desc } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { userEmailsByIds } from "../users/index.ts";
import { assertSystemConsole } from "./access.ts";
import { type AuditLogFilters, auditLogWhere } from "./audit-filters.ts";

type AuditLogRow = typeof auditLog.$inferSelect;

export interface AuditNames {
  users: Map<number, { id: number; name: string; email: string }>;
  companies: Map<number, string>;
}

/** The names a batch of rows shows: two statements, whatever the number of rows. */
export async function namesOf(db: DbOrTx, rows: readonly AuditLogRow[]): Promise<AuditNames> {
  const [users, companies] = await Promise.all([
    userEmailsByIds(
      db,
      rows.map((row) => row.userId),
    ),
    companyNamesByIds(
      db,
      rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])),
    ),
  ]);
  return { users, companies };
}

export function presentAuditRow(row: AuditLogRow, names: AuditNames): TAuditLogEntry {
  const companyName = row.companyId === null ? undefined : names.companies.get(row.companyId);
  return {
    id: row.id,
    at: Math.floor(row.createdAt.getTime() / 1000),
    action: row.action,
    company: row.companyId === null ? null : { id: row.companyId, name: companyName ?? "" },
    user: row.userId === null ? null : (names.users.get(row.userId) ?? null),
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    data: row.data,
    ipAddress: row.ipAddress,
  };
}

export async function searchAuditLog(
  ctx: Ctx,
  input: { query: AuditLogFilters },
): Promise<{ data: TAuditLogEntry[]; meta: TPageMeta }> {
  const { db, actor } = ctx;
  const { query } = input;
  assertSystemConsole(actor.user);
  const where = await auditLogWhere(db, query);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: auditLog, total: totalRows() })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const names = await namesOf(
    db,
    rows.map(({ row }) => row),
  );
  return toPage(
    rows,
    query,
    ({ row }) => presentAuditRow(row, names),
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]!.n,
  );
}
