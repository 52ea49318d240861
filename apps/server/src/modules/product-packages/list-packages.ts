import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizePackages } from "./access.ts";
import { presentPackages } from "./present.ts";
import { productPackages } from "./tables.ts";

/** A page of the underwriter's packages (search by name). */
export async function listPackages(ctx: Ctx, input: { query: TPageQuery & { search?: string } }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizePackages(actor, "read");
  const where = and(
    eq(productPackages.companyId, companyId),
    query.search ? ilike(productPackages.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ package: productPackages, total: totalRows() })
    .from(productPackages)
    .where(where)
    .orderBy(asc(productPackages.name), asc(productPackages.id))
    .limit(limit)
    .offset(offset);
  const presented = await presentPackages(
    db,
    companyId,
    rows.map((row) => row.package),
    actor.now(),
  );
  return toPage(
    rows,
    query,
    (row) => presented.find((item) => item.id === row.package.id)!,
    async () => (await db.select({ n: count() }).from(productPackages).where(where))[0]!.n,
  );
}
