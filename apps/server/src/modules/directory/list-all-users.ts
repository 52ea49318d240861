import { isSystemUser, pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { totalRows } from "../../platform/db/paging.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { companies, roles, userCompanyRoles } from "../companies/tables.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";

/** Every user of the platform with their roles: the system company's "all users" screen. */
export async function listAllUsers(ctx: Ctx, input: { query: TPageQuery & { search?: string } }) {
  const { db } = ctx;
  const { query } = input;
  if (!isSystemUser(ctx.actor.user)) throw forbidden();
  const conditions: (SQL | undefined)[] = [eq(users.isTemporaryUser, false)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const page = await db
    .select({ user: users, total: totalRows() })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
  const rows = page.map((row) => row.user);
  const total =
    page[0]?.total ??
    (offset === 0 ? 0 : (await db.select({ n: count() }).from(users).where(where))[0]!.n);
  return { data: await withMemberships(db, rows), meta: pageMeta(total, query) };
}

async function withMemberships(db: DbOrTx, rows: (typeof users.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ userId: userCompanyRoles.userId, company: companies, role: roles })
    .from(userCompanyRoles)
    .innerJoin(companies, eq(companies.id, userCompanyRoles.companyId))
    .innerJoin(roles, eq(roles.id, userCompanyRoles.roleId))
    .where(
      inArray(
        userCompanyRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    memberSince: toSeconds(row.createdAt),
    lastActivityAt: row.lastActivityAt ? toSeconds(row.lastActivityAt) : null,
    roles: memberships
      .filter((membership) => membership.userId === row.id)
      .map(({ company, role }) => ({
        id: role.id,
        name: role.name,
        company: {
          id: company.id,
          name: company.name,
          refCompanyTypeId: company.refCompanyTypeId,
          isActive: company.isActive,
        },
      })),
  }));
}
