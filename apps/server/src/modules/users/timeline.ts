/**
 * A subject's timeline from its audit rows (the users module names who did it), newest first, a page at a time: who did what and
 * when, described by the caller. The risk panel and claims read their timelines through here.
 * Two statements (the page with its total, the actors' names); a third only past the last page.
 */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { userRefsByIds } from "./holders.ts";

type AuditLogRow = typeof auditLog.$inferSelect;

export async function pageAuditTimeline(
  db: DbOrTx,
  subject: { type: string; id: number; filter?: SQL },
  query: TPageQuery,
  describe: (row: AuditLogRow) => string,
) {
  const where = and(
    eq(auditLog.subjectType, subject.type),
    eq(auditLog.subjectId, String(subject.id)),
    subject.filter,
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
    ({ row }) => ({
      id: row.id,
      action: row.action,
      description: describe(row),
      actor: row.userId === null ? null : (names.get(row.userId) ?? null),
      at: Math.floor(row.createdAt.getTime() / 1000),
    }),
    async () => (await db.select({ n: count() }).from(auditLog).where(where))[0]!.n,
  );
}
