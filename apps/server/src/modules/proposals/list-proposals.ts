import { pageWindow, type TPageQuery } from "@platform/domain";
import { count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { visibleRiskPackage } from "../risks/index.ts";
import { presentProposal } from "./store.ts";
import { riskProposals } from "./tables.ts";

/** A package's proposals, newest first (paged): two statements. */
export async function listProposals(ctx: Ctx, input: { riskPackageId: number; query: TPageQuery }) {
  const { db, actor } = ctx;
  const { riskPackageId, query } = input;
  await visibleRiskPackage(db, actor, riskPackageId);
  const where = eq(riskProposals.riskPackageId, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: riskProposals, total: totalRows() })
    .from(riskProposals)
    .where(where)
    .orderBy(desc(riskProposals.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (r) => presentProposal(r.row),
    async () => (await db.select({ n: count() }).from(riskProposals).where(where))[0]!.n,
  );
}
