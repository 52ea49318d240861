import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { authorizeSyndicates } from "./access.ts";
import { presentSyndicate } from "./present.ts";
import { syndicates } from "./tables.ts";

export interface SyndicateFilters extends TPageQuery {
  search?: string;
  active?: boolean;
}

export async function listSyndicates(ctx: Ctx, input: { query: SyndicateFilters }) {
  const { db, actor } = ctx;
  const filters = input.query;
  const companyId = authorizeSyndicates(actor, "read");
  const conditions: (SQL | undefined)[] = [eq(syndicates.companyId, companyId)];
  if (filters.active !== undefined) conditions.push(eq(syndicates.active, filters.active));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(syndicates.name, pattern), ilike(syndicates.lloydsNumber, pattern)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(syndicates)
      .where(where)
      .orderBy(asc(syndicates.name), asc(syndicates.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(syndicates).where(where),
  ]);
  const names = await companyNamesByIds(
    db,
    rows.flatMap((row) => (row.insurerCompanyId ? [row.insurerCompanyId] : [])),
  );
  return {
    data: rows.map((row) =>
      presentSyndicate(
        row,
        row.insurerCompanyId ? (names.get(row.insurerCompanyId) ?? null) : null,
      ),
    ),
    meta: pageMeta(total, filters),
  };
}
