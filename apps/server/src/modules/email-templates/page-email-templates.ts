import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { authorizeEmailTemplates } from "./access.ts";
import { presentEmailTemplate } from "./present.ts";
import { emailTemplates } from "./tables.ts";

export async function pageEmailTemplates(
  ctx: Ctx,
  input: { query: TPageQuery & { search?: string } },
) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeEmailTemplates(actor);
  const where = and(
    eq(emailTemplates.companyId, companyId),
    query.search ? ilike(emailTemplates.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: emailTemplates, total: totalRows() })
    .from(emailTemplates)
    .where(where)
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => presentEmailTemplate(row),
    async () => (await db.select({ n: count() }).from(emailTemplates).where(where))[0]!.n,
  );
}
