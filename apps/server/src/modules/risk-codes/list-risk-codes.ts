import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { authorizeRiskCodes } from "./access.ts";
import { presentRiskCodeSummary } from "./present.ts";
import { riskCodePeriods, riskCodes } from "./tables.ts";

export interface RiskCodeFilters extends TPageQuery {
  search?: string;
}

export async function listRiskCodes(ctx: Ctx, input: { filters: RiskCodeFilters }) {
  const { db, actor } = ctx;
  const { filters } = input;
  const companyId = authorizeRiskCodes(actor, "read");
  const conditions: (SQL | undefined)[] = [eq(riskCodes.companyId, companyId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(riskCodes.code, pattern), ilike(riskCodes.description, pattern)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(riskCodes)
      .where(where)
      .orderBy(asc(riskCodes.code))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(riskCodes).where(where),
  ]);
  const periods = rows.length
    ? await db
        .select()
        .from(riskCodePeriods)
        .where(
          inArray(
            riskCodePeriods.riskCodeId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(riskCodePeriods.dateFrom))
    : [];
  const today = actor.now().toISOString().slice(0, 10);
  return {
    data: rows.map((row) =>
      presentRiskCodeSummary(
        row,
        periods.filter((period) => period.riskCodeId === row.id),
        today,
      ),
    ),
    meta: pageMeta(total, filters),
  };
}
