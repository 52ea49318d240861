import { pageWindow, type TPageQuery } from "@platform/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeRules } from "./access.ts";
import { presentAll } from "./present.ts";
import { assignmentRules } from "./tables.ts";

/** The company's rules in order, a page at a time, with underwriter names (two statements). */
export async function listRules(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeRules(actor);
  const where = eq(assignmentRules.companyId, companyId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ rule: assignmentRules, total: totalRows() })
    .from(assignmentRules)
    .where(where)
    .orderBy(asc(assignmentRules.position), asc(assignmentRules.id))
    .limit(limit)
    .offset(offset);
  const presented = await presentAll(
    db,
    rows.map((row) => row.rule),
  );
  return toPage(
    rows,
    query,
    (_row) => presented.shift()!,
    async () => (await db.select({ n: count() }).from(assignmentRules).where(where))[0]!.n,
  );
}
