import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companyTags } from "../companies/tables.ts";
import { presentTags } from "./present.ts";

/** A page of the company's tags with their attachments (search by name): two statements. */
export async function listTags(ctx: Ctx, input: { query: TPageQuery & { search?: string } }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const where = and(
    eq(companyTags.companyId, companyId),
    query.search ? ilike(companyTags.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ tag: companyTags, total: totalRows() })
    .from(companyTags)
    .where(where)
    .orderBy(asc(companyTags.name), asc(companyTags.id))
    .limit(limit)
    .offset(offset);
  const presented = await presentTags(
    db,
    rows.map((row) => row.tag),
  );
  return toPage(
    rows,
    query,
    (row) => presented.find((tag) => tag.id === row.tag.id)!,
    async () => (await db.select({ n: count() }).from(companyTags).where(where))[0]!.n,
  );
}
