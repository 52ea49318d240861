import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import {
  companyTypePermissions,
  rolePermissions,
  roles,
  userCompanyRoles,
} from "../companies/tables.ts";

export type RoleRow = typeof roles.$inferSelect;

export interface RoleWithPermissions extends RoleRow {
  companyTypePermissionIds: number[];
  permissionIds: number[];
  userCount: number;
}

/**
 * The company's roles (a window of them when `window` is given) with permissions and user
 * counts: three statements however many roles; `total` is the number of roles in all.
 */
export async function pageRolesOf(
  db: DbOrTx,
  companyId: number,
  window?: { limit: number; offset: number },
): Promise<{ roles: RoleWithPermissions[]; total: number }> {
  const query = db
    .select({ role: roles, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(roles)
    .where(eq(roles.companyId, companyId))
    .orderBy(asc(roles.id));
  const page = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const total =
    page[0]?.total ??
    (window?.offset
      ? (await db.select({ n: count() }).from(roles).where(eq(roles.companyId, companyId)))[0]!.n
      : 0);
  return {
    roles: await withPermissions(
      db,
      page.map((row) => row.role),
    ),
    total,
  };
}

export async function listRolesOf(db: DbOrTx, companyId: number): Promise<RoleWithPermissions[]> {
  return (await pageRolesOf(db, companyId)).roles;
}

async function withPermissions(db: DbOrTx, rows: RoleRow[]): Promise<RoleWithPermissions[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const held = await db
    .select({
      roleId: rolePermissions.roleId,
      typePermissionId: companyTypePermissions.id,
      permissionId: companyTypePermissions.refPermissionId,
    })
    .from(rolePermissions)
    .innerJoin(
      companyTypePermissions,
      eq(companyTypePermissions.id, rolePermissions.companyTypePermissionId),
    )
    .where(inArray(rolePermissions.roleId, ids));
  const counts = await db
    .select({ roleId: userCompanyRoles.roleId, users: count() })
    .from(userCompanyRoles)
    .where(inArray(userCompanyRoles.roleId, ids))
    .groupBy(userCompanyRoles.roleId);
  return rows.map((row) => {
    const mine = held.filter((permission) => permission.roleId === row.id);
    return {
      ...row,
      companyTypePermissionIds: mine.map((p) => p.typePermissionId).sort((a, b) => a - b),
      permissionIds: mine.map((p) => p.permissionId).sort((a, b) => a - b),
      userCount: counts.find((c) => c.roleId === row.id)?.users ?? 0,
    };
  });
}

export async function setRolePermissions(db: DbOrTx, roleId: number, typePermissionIds: number[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (typePermissionIds.length > 0) {
    await db
      .insert(rolePermissions)
      .values(
        typePermissionIds.map((companyTypePermissionId) => ({ roleId, companyTypePermissionId })),
      );
  }
}

export async function findRoleByName(
  db: DbOrTx,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const rows = await db.select().from(roles).where(eq(roles.companyId, companyId));
  return (
    rows.find((row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== exceptId) ?? null
  );
}

export async function moveRoleUsers(db: DbOrTx, fromRoleId: number, toRoleId: number) {
  await db
    .update(userCompanyRoles)
    .set({ roleId: toRoleId })
    .where(eq(userCompanyRoles.roleId, fromRoleId));
}

export async function usersOfRole(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userCompanyRoles.userId })
    .from(userCompanyRoles)
    .where(eq(userCompanyRoles.roleId, roleId));
  return rows.map((row) => row.userId);
}

export async function findRole(
  db: DbOrTx,
  companyId: number,
  roleId: number,
): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  return row ?? null;
}
