import {
  messages,
  Permission,
  pageMeta,
  pageWindow,
  type TPageQuery,
  type TRoleRequest,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import { type AuthUser, assertCan, assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany, typePermissionsOf } from "../companies/index.ts";
import { roles } from "../companies/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import * as repo from "./repo.ts";

const present = (role: repo.RoleWithPermissions) => ({
  id: role.id,
  companyId: role.companyId,
  name: role.name,
  isSpecial: role.isSpecial,
  permissionIds: role.permissionIds,
  companyTypePermissionIds: role.companyTypePermissionIds,
  userCount: role.userCount,
});

/** Whoever manages roles, invitations or users needs the list of roles. */
export async function listRoles(db: DbOrTx, user: AuthUser, companyId: number, query: TPageQuery) {
  assertCanAny(user, companyId, [
    Permission.ManageRolesAndPermissions,
    Permission.ManageInvitations,
    Permission.ManageCompanyUsers,
  ]);
  const { roles, total } = await repo.pageRolesOf(db, companyId, pageWindow(query));
  return { data: roles.map(present), meta: pageMeta(total, query) };
}

/** The company type's permission rows for the chosen permission ids; others are refused. */
async function resolvePermissions(db: DbOrTx, companyId: number, permissionIds: number[]) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  const offered = await typePermissionsOf(db, company.refCompanyTypeId);
  const unknown = permissionIds.filter((id) => !offered.some((p) => p.refPermissionId === id));
  if (unknown.length > 0) {
    throw invalid({
      permissionIds: `This company type does not offer permission ${unknown.join(", ")}`,
    });
  }
  return {
    offered,
    chosen: offered.filter((p) => permissionIds.includes(p.refPermissionId)).map((p) => p.id),
  };
}

async function roleOrNotFound(db: DbOrTx, companyId: number, roleId: number) {
  const role = (await repo.listRolesOf(db, companyId)).find((row) => row.id === roleId);
  if (!role) throw notFound("Role not found");
  return role;
}

export async function createRole(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TRoleRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageRolesAndPermissions);
  return inTransaction(deps.db, async (tx) => {
    if (await repo.findRoleByName(tx, companyId, input.name))
      throw invalid({ name: messages.nameInUse });
    const { chosen } = await resolvePermissions(tx, companyId, input.permissionIds);
    const [role] = await tx.insert(roles).values({ companyId, name: input.name }).returning();
    await repo.setRolePermissions(tx, role!.id, chosen);
    await audit(
      tx,
      {
        action: "role.created",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: role!.id,
        data: { ...input },
      },
      actor,
    );
    return present(await roleOrNotFound(tx, companyId, role!.id));
  });
}

export async function updateRole(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  roleId: number,
  input: TRoleRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageRolesAndPermissions);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const role = await roleOrNotFound(tx, companyId, roleId);
    if (await repo.findRoleByName(tx, companyId, input.name, roleId))
      throw invalid({ name: messages.nameInUse });
    const { offered, chosen } = await resolvePermissions(tx, companyId, input.permissionIds);
    // The administrator role always keeps every permission, so a company can't lock itself out.
    const permissions = role.isSpecial ? offered.map((p) => p.id) : chosen;
    await tx
      .update(roles)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(roles.id, roleId));
    await repo.setRolePermissions(tx, roleId, permissions);
    await audit(
      tx,
      {
        action: "role.updated",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: roleId,
        data: { ...input },
      },
      actor,
    );
    const changed =
      role.permissionIds.join() !== [...permissions].sort((a, b) => a - b).join() ||
      role.name !== input.name;
    if (changed) {
      const members = (await repo.usersOfRole(tx, roleId)).filter((id) => id !== user.id);
      await notifyAll(tx, afterCommit, deps.outbox, members, {
        companyId,
        type: "role.changed",
        message: `Your role "${input.name}" was changed.`,
        frontendUrl: "/account",
      });
    }
    return present(await roleOrNotFound(tx, companyId, roleId));
  });
}

/** Deleting a role moves its users to the role with the fewest permissions (SPEC §6). */
export async function deleteRole(deps: AppDeps, actor: Actor, companyId: number, roleId: number) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageRolesAndPermissions);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const all = await repo.listRolesOf(tx, companyId);
    const role = all.find((row) => row.id === roleId);
    if (!role) throw notFound("Role not found");
    if (role.isSpecial) throw invalid({ role: "The administrator role cannot be deleted" });
    const fallback = all
      .filter((row) => row.id !== roleId)
      .sort((a, b) => a.permissionIds.length - b.permissionIds.length || a.id - b.id)[0]!;
    const moved = await repo.usersOfRole(tx, roleId);
    await repo.moveRoleUsers(tx, roleId, fallback.id);
    await tx.delete(roles).where(eq(roles.id, roleId));
    await audit(
      tx,
      {
        action: "role.deleted",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: roleId,
        data: { name: role.name, movedTo: fallback.id, users: moved },
      },
      actor,
    );
    await notifyAll(tx, afterCommit, deps.outbox, moved, {
      companyId,
      type: "role.changed",
      message: `Your role "${role.name}" was removed; you now hold "${fallback.name}".`,
      frontendUrl: "/account",
    });
    return { movedTo: fallback.id, movedUsers: moved.length };
  });
}
