/** The endorsement list: search and filters in SQL, one page of list-sized rows (no wording). */
import type { TClause, TPageMeta, TPageQuery } from "@platform/domain";
import { and, asc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeClauseReader } from "./access.ts";
import { presentSummary } from "./present.ts";
import { clauses } from "./tables.ts";
import { clauseVersioning } from "./versioned.ts";

export interface ClauseListQuery extends TPageQuery {
  search?: string;
  insuranceClassId?: number;
  status?: "draft" | "published";
}

const containing = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

export async function listClauses(
  ctx: Ctx,
  input: { query: ClauseListQuery },
): Promise<{ data: TClause[]; meta: TPageMeta }> {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeClauseReader(actor);
  const filters: (SQL | undefined)[] = [
    eq(clauses.companyId, companyId),
    isNull(clauses.archivedAt),
  ];
  if (query.search) filters.push(ilike(clauses.name, containing(query.search)));
  if (query.insuranceClassId)
    filters.push(
      sql`${clauses.insuranceClassIds} @> ${JSON.stringify([query.insuranceClassId])}::jsonb`,
    );
  if (query.status === "published")
    filters.push(sql`${clauses.latestPublishedVersionNumber} is not null`);
  if (query.status === "draft") filters.push(sql`${clauses.latestPublishedVersionNumber} is null`);
  const columns = {
    id: clauses.id,
    companyId: clauses.companyId,
    name: clauses.name,
    insuranceClassIds: clauses.insuranceClassIds,
    archivedAt: clauses.archivedAt,
    latestVersionNumber: clauses.latestVersionNumber,
    latestPublishedVersionNumber: clauses.latestPublishedVersionNumber,
    updatedAt: clauses.updatedAt,
  };
  const order = [asc(clauses.name), asc(clauses.id)];
  const { rows, meta } = await clauseVersioning.listPage(
    db,
    columns,
    and(...filters),
    order,
    query,
  );
  return { data: rows.map(presentSummary), meta };
}
