import {
  canChangeUserAccount,
  messages,
  Permission,
  pageWindow,
  type TPageQuery,
} from "@platform/domain";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { roles, userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findRole } from "../roles/index.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";

/** A page of the company's users with their roles (search by name or email): one statement. */
export async function listCompanyUsers(
  db: DbOrTx,
  actor: AuthUser,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  assertCan(actor, companyId, Permission.ManageCompanyUsers);
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
      canChangeAccount: canChangeUserAccount(actor, companyId, [companyId, ...otherCompanyIds])
        .allowed,
    }),
    countAll,
  );
}

async function membership(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ membership: userCompanyRoles, role: roles })
    .from(userCompanyRoles)
    .innerJoin(roles, eq(roles.id, userCompanyRoles.roleId))
    .where(and(eq(userCompanyRoles.companyId, companyId), eq(userCompanyRoles.userId, userId)));
  if (!row) throw notFound(messages.noUser);
  return row;
}

/** A company always keeps at least one administrator. */
async function assertNotLastAdministrator(db: DbOrTx, roleId: number) {
  const admins = await db
    .select()
    .from(userCompanyRoles)
    .where(eq(userCompanyRoles.roleId, roleId));
  if (admins.length <= 1) throw invalid({ roleId: "A company needs at least one administrator" });
}

export async function changeUserRole(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  userId: number,
  roleId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyUsers);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const current = await membership(tx, companyId, userId);
    const role = await findRole(tx, companyId, roleId);
    if (!role) throw invalid({ roleId: "Choose a role of this company" });
    if (current.role.id === role.id) return { id: userId, roleId };
    if (current.role.isSpecial) await assertNotLastAdministrator(tx, current.role.id);
    await tx
      .update(userCompanyRoles)
      .set({ roleId })
      .where(eq(userCompanyRoles.id, current.membership.id));
    await audit(
      tx,
      {
        action: "company_user.role_changed",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: userId,
        data: { from: current.role.id, to: roleId },
      },
      actor,
    );
    const company = await findCompany(tx, companyId);
    await notify(tx, afterCommit, deps.outbox, {
      userId,
      companyId,
      type: "role.changed",
      message: `Your role at ${company!.name} is now "${role.name}".`,
      frontendUrl: "/account",
    });
    return { id: userId, roleId };
  });
}

export async function removeCompanyUser(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  userId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageCompanyUsers);
  await inTransaction(deps.db, async (tx) => {
    const current = await membership(tx, companyId, userId);
    if (current.role.isSpecial) await assertNotLastAdministrator(tx, current.role.id);
    await tx.delete(userCompanyRoles).where(eq(userCompanyRoles.id, current.membership.id));
    await audit(
      tx,
      {
        action: "company_user.removed",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: userId,
      },
      actor,
    );
  });
}
