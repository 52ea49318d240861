import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { companies } from "../companies/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { pending } from "./settle-pending-request.ts";
import { brokerageRequests } from "./tables.ts";

/**
 * The pending requests of a broker (sent) or an underwriter (received), oldest first, each with
 * the company on the other side and who asked: one statement.
 */
export async function listBrokerageRequests(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const otherId = sql<number>`case when ${brokerageRequests.brokerCompanyId} = ${companyId} then ${brokerageRequests.underwriterCompanyId} else ${brokerageRequests.brokerCompanyId} end`;
  const where = and(
    pending,
    or(
      eq(brokerageRequests.brokerCompanyId, companyId),
      eq(brokerageRequests.underwriterCompanyId, companyId),
    ),
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      request: brokerageRequests,
      company: {
        id: companies.id,
        name: companies.name,
        handle: companies.handle,
        refCompanyTypeId: companies.refCompanyTypeId,
      },
      requestedBy: users.name,
      total: totalRows(),
    })
    .from(brokerageRequests)
    .innerJoin(companies, eq(companies.id, otherId))
    .leftJoin(users, eq(users.id, brokerageRequests.requestedByUserId))
    .where(where)
    .orderBy(asc(brokerageRequests.createdAt), asc(brokerageRequests.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ request, company, requestedBy }) => ({
      id: request.id,
      brokerCompanyId: request.brokerCompanyId,
      underwriterCompanyId: request.underwriterCompanyId,
      direction: (request.underwriterCompanyId === companyId ? "incoming" : "outgoing") as
        | "incoming"
        | "outgoing",
      company,
      requestedBy: requestedBy ?? null,
      createdAt: toSeconds(request.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(brokerageRequests).where(where))[0]!.n,
  );
}
