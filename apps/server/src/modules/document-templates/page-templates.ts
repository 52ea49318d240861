import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeTemplates } from "./access.ts";
import { presentTemplate } from "./present.ts";
import { documentTemplates } from "./tables.ts";

/** A page of the company's templates (search by name, filter by tag): one statement. */
export async function pageTemplates(
  ctx: Ctx,
  input: { query: TPageQuery & { search?: string; tag?: string } },
) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeTemplates(actor);
  const where = and(
    eq(documentTemplates.companyId, companyId),
    query.search ? ilike(documentTemplates.name, likePattern(query.search)) : undefined,
    query.tag ? sql`${documentTemplates.tags} @> ${JSON.stringify([query.tag])}::jsonb` : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: documentTemplates, total: totalRows() })
    .from(documentTemplates)
    .where(where)
    .orderBy(asc(documentTemplates.name), asc(documentTemplates.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => {
      const { content: _content, ...summary } = presentTemplate(row);
      return summary;
    },
    async () => (await db.select({ n: count() }).from(documentTemplates).where(where))[0]!.n,
  );
}
