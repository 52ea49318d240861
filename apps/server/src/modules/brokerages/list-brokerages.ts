import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { brokerages, companies } from "../companies/tables.ts";
import { toSeconds } from "../users/index.ts";

/**
 * A page of the connections of a broker or an underwriter, each with the company on the other
 * side, searched by that company's name or handle: one statement (two past the last page).
 */
export async function listBrokerages(ctx: Ctx, input: { query: TPageQuery & { search?: string } }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const otherId = sql<number>`case when ${brokerages.brokerCompanyId} = ${companyId} then ${brokerages.underwriterCompanyId} else ${brokerages.brokerCompanyId} end`;
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    or(eq(brokerages.brokerCompanyId, companyId), eq(brokerages.underwriterCompanyId, companyId)),
    pattern ? or(ilike(companies.name, pattern), ilike(companies.handle, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      brokerage: brokerages,
      company: {
        id: companies.id,
        name: companies.name,
        handle: companies.handle,
        refCompanyTypeId: companies.refCompanyTypeId,
      },
      total: totalRows(),
    })
    .from(brokerages)
    .innerJoin(companies, eq(companies.id, otherId))
    .where(where)
    .orderBy(asc(companies.name), asc(brokerages.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ brokerage, company }) => ({
      id: brokerage.id,
      brokerCompanyId: brokerage.brokerCompanyId,
      underwriterCompanyId: brokerage.underwriterCompanyId,
      company,
      createdAt: toSeconds(brokerage.createdAt),
    }),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(brokerages)
          .innerJoin(companies, eq(companies.id, otherId))
          .where(where)
      )[0]!.n,
  );
}
