/**
 * The audit log's search as SQL conditions, each served by an index of `audit_log`: company and
 * user (with the time), the subject, the action, and the time alone for a date range.
 */

import type { ZAuditLogQuery } from "@platform/domain";
import { and, type Column, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { auditLog } from "../../platform/audit/tables.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { findUserByEmail } from "../users/index.ts";

/** Days are the market's days (docs/decisions.md), as the claims report reads them. */
export const MARKET_TIME_ZONE = "Australia/Sydney";

/** The start of `date` (YYYY-MM-DD) in the market's time zone; `days` later for an end. */
export const marketDayStart = (date: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp at time zone ${MARKET_TIME_ZONE})`;

/** Conditions on a `created_at` column for an inclusive range of days. */
export function dayRange(column: Column, query: { dateFrom?: string; dateTo?: string }) {
  return and(
    query.dateFrom ? gte(column, marketDayStart(query.dateFrom)) : undefined,
    query.dateTo ? lt(column, marketDayStart(query.dateTo, 1)) : undefined,
  );
}

export type AuditLogFilters = z.output<typeof ZAuditLogQuery>;

/** The search's condition; a user email nobody has matches no row. */
export async function auditLogWhere(db: DbOrTx, query: AuditLogFilters): Promise<SQL | undefined> {
  let userId = query.userId;
  if (query.userEmail) {
    const user = await findUserByEmail(db, query.userEmail);
    if (!user || (userId !== undefined && userId !== user.id)) return sql`false`;
    userId = user.id;
  }
  return and(
    query.companyId ? eq(auditLog.companyId, query.companyId) : undefined,
    userId ? eq(auditLog.userId, userId) : undefined,
    query.subjectType ? eq(auditLog.subjectType, query.subjectType) : undefined,
    query.subjectId ? eq(auditLog.subjectId, query.subjectId) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    dayRange(auditLog.createdAt, query),
  );
}
