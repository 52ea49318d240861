import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { roles, userCompanyRoles } from "../companies/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { authorizeCompanyUsers, companyUserAbilities } from "./access.ts";

/** A page of the company's users with their roles (search by name or email): one statement. */
export async function listCompanyUsers(
  ctx: Ctx,
  input: { query: TPageQuery & { search?: string } },
) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeCompanyUsers(actor);
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(userCompanyRoles.companyId, companyId),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      user: users,
      role: roles,
      joinedAt: userCompanyRoles.createdAt,
      // The user's other companies decide whether this company may change their account.
      otherCompanyIds: sql<number[]>`array(select r.company_id from ${userCompanyRoles} r
        where r.user_id = ${users.id} and r.company_id <> ${companyId})`,
      total: totalRows(),
    })
    .from(userCompanyRoles)
    .innerJoin(users, eq(users.id, userCompanyRoles.userId))
    .innerJoin(roles, eq(roles.id, userCompanyRoles.roleId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
  const countAll = async () =>
    (
      await db
        .select({ n: count() })
        .from(userCompanyRoles)
        .innerJoin(users, eq(users.id, userCompanyRoles.userId))
        .where(where)
    )[0]!.n;
  return toPage(
    rows,
    query,
    ({ user, role, joinedAt, otherCompanyIds }) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: { id: role.id, name: role.name, isSpecial: role.isSpecial },
      joinedAt: toSeconds(joinedAt),
      lastActivityAt: user.lastActivityAt ? toSeconds(user.lastActivityAt) : null,
      ...companyUserAbilities(actor, [companyId, ...otherCompanyIds]),
    }),
    countAll,
  );
}
