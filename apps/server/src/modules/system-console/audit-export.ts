/**
 * The audit log as a CSV file: the search's rows, newest first, streamed in batches (a cursor on
 * PostgreSQL, keyset batches on PGlite; reports/stream.ts). Each batch of 100 rows asks for its
 * users' and companies' names once. Text cells are formula-neutralised by the CSV writer.
 */

import type { TAuditLogEntry } from "@platform/domain";
import { type ExportColumn, rowWriter } from "@platform/domain";
import { and, desc, type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../platform/audit/tables.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { Database } from "../../platform/db/index.ts";
import {
  cellsOf,
  encodeBatches,
  type Row,
  type StreamSource,
  streamRows,
} from "../reports/index.ts";
import { assertSystemConsole } from "./access.ts";
import { type AuditLogFilters, auditLogWhere } from "./audit-filters.ts";
import { namesOf, presentAuditRow } from "./search-audit-log.ts";

type AuditLogRow = typeof auditLog.$inferSelect;

/** The streamed row's cells, in this order (the text time and id close it: the keyset). */
const selection = {
  id: auditLog.id,
  companyId: auditLog.companyId,
  userId: auditLog.userId,
  action: auditLog.action,
  subjectType: auditLog.subjectType,
  subjectId: auditLog.subjectId,
  data: auditLog.data,
  ipAddress: auditLog.ipAddress,
  userAgent: auditLog.userAgent,
  createdAt: auditLog.createdAt,
  // The keyset in full precision (a Date keeps milliseconds, the column microseconds).
  createdKey: sql<string>`${auditLog.createdAt}::text`,
};
const cell = cellsOf(selection);

function source(database: Database, where: SQL | undefined): StreamSource {
  const toQuery = (condition: SQL | undefined, limit: number | null) => {
    const query = database.db
      .select(selection)
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
    const built = (limit === null ? query : query.limit(limit)).toSQL();
    return { sql: built.sql, params: built.params };
  };
  return {
    all: () => toQuery(where, null),
    after: (last, limit) =>
      toQuery(
        last
          ? and(
              where,
              sql`(${auditLog.createdAt}, ${auditLog.id}) < (${String(cell(last, "createdKey"))}::timestamptz, ${Number(cell(last, "id"))})`,
            )
          : where,
        limit,
      ),
  };
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toAuditRow(row: Row): AuditLogRow {
  const data = cell(row, "data");
  return {
    id: Number(cell(row, "id")),
    companyId: cell(row, "companyId") === null ? null : Number(cell(row, "companyId")),
    userId: cell(row, "userId") === null ? null : Number(cell(row, "userId")),
    action: String(cell(row, "action")),
    subjectType: asText(cell(row, "subjectType")),
    subjectId: asText(cell(row, "subjectId")),
    data: (typeof data === "string" ? JSON.parse(data) : (data ?? {})) as Record<string, unknown>,
    ipAddress: asText(cell(row, "ipAddress")),
    userAgent: asText(cell(row, "userAgent")),
    createdAt: asDate(cell(row, "createdAt")),
  };
}

/** Batches of presented entries: the names of each batch in two statements. */
async function* presentedBatches(
  database: Database,
  rows: AsyncIterable<Row[]>,
): AsyncGenerator<TAuditLogEntry[]> {
  for await (const batch of rows) {
    const auditRows = batch.map(toAuditRow);
    const names = await namesOf(database.db, auditRows);
    yield auditRows.map((row) => presentAuditRow(row, names));
  }
}

export const auditLogColumns: readonly ExportColumn<TAuditLogEntry>[] = [
  { key: "time", header: "Time (UTC)", value: (r) => new Date(r.at * 1000).toISOString() },
  {
    key: "companyId",
    header: "Company ID",
    value: (r) => String(r.company?.id ?? ""),
    plain: true,
  },
  { key: "company", header: "Company", value: (r) => r.company?.name ?? "" },
  { key: "userId", header: "User ID", value: (r) => String(r.user?.id ?? ""), plain: true },
  { key: "user", header: "User", value: (r) => r.user?.name ?? "" },
  { key: "email", header: "User email", value: (r) => r.user?.email ?? "" },
  { key: "action", header: "Action", value: (r) => r.action },
  { key: "subjectType", header: "Entity type", value: (r) => r.subjectType ?? "" },
  { key: "subjectId", header: "Entity ID", value: (r) => r.subjectId ?? "" },
  { key: "ipAddress", header: "IP address", value: (r) => r.ipAddress ?? "" },
  { key: "data", header: "Details", value: (r) => JSON.stringify(r.data) },
];

/** `audit_log_{yyyyMMdd_HHmmss}.csv` in UTC, like the other exports' names. */
export function auditLogFileName(now: Date) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
  return `audit_log_${stamp}.csv`;
}

/** The encoded CSV chunks of the search; the access check and the filters run before any byte. */
export async function auditLogCsv(ctx: Ctx, input: { query: AuditLogFilters }) {
  const { database, actor } = ctx;
  const { query } = input;
  assertSystemConsole(actor.user);
  const where = await auditLogWhere(database.db, query);
  const writer = rowWriter("csv", auditLogColumns);
  return {
    contentType: writer.contentType,
    chunks: encodeBatches(
      presentedBatches(database, streamRows(database, source(database, where))),
      (entry: TAuditLogEntry) => entry,
      writer,
    ),
  };
}
