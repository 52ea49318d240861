/**
 * The paged list of claims and incidents each company sees (filters, search, statuses): two
 * statements whatever the page holds.
 */
import { pageWindow, type TClaimListQuery, ZClaimListQuery } from "@platform/domain";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { assertClaimReader, claimScope } from "./access.ts";
import { seesClaimMoney } from "./audience.ts";
import { presentSummary, summaryColumns } from "./present.ts";
import { claims } from "./tables.ts";

export async function listClaims(ctx: Ctx, input: { query: TClaimListQuery }) {
  const { db, actor } = ctx;
  const query = ZClaimListQuery.parse(input.query);
  const companyId = actingCompany(actor);
  const side = assertClaimReader(ctx);
  const filters: (SQL | undefined)[] = [claimScope(side, companyId)];
  if (query.status) filters.push(eq(claims.status, query.status));
  if (query.kind) filters.push(eq(claims.kind, query.kind));
  if (query.riskPackageId) filters.push(eq(claims.riskPackageId, query.riskPackageId));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      or(
        ilike(claims.reference, pattern),
        ilike(claims.description, pattern),
        ilike(claims.claimant, pattern),
        ilike(claims.insuredName, pattern),
        ilike(claims.policyNumber, pattern),
      ),
    );
  }
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ ...summaryColumns, total: totalRows() })
    .from(claims)
    .where(where)
    .orderBy(desc(claims.updatedAt), desc(claims.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.legalCompanyId === null ? [] : [row.legalCompanyId])),
  );
  return toPage(
    rows,
    query,
    (r) => presentSummary(r, names, seesClaimMoney(side)),
    async () => (await db.select({ n: count() }).from(claims).where(where))[0]!.n,
  );
}
