/** The company's invitations, paged on the server. */
import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, count, desc, eq, ilike } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { roles } from "../companies/tables.ts";
import { authorizeInvitations } from "./access.ts";
import { present } from "./present-invitation.ts";
import { invitations } from "./tables.ts";

/** A page of the company's invitations, newest first (search by email): one statement. */
export async function listInvitations(
  ctx: Ctx,
  input: { query: TPageQuery & { search?: string } },
) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeInvitations(actor);
  const where = and(
    eq(invitations.companyId, companyId),
    query.search ? ilike(invitations.email, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ invitation: invitations, roleName: roles.name, total: totalRows() })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ invitation, roleName }) => present({ ...invitation, roleName }),
    async () => (await db.select({ n: count() }).from(invitations).where(where))[0]!.n,
  );
}
