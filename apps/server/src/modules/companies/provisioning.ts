/**
 * Roles a company is born with and the reference data they draw on: registration, the demo
 * seed and the tests create roles through these.
 */
import { companyTypeIds, companyTypePermissionMatrix, type PermissionId } from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { companyTypePermissions, rolePermissions, roles, userCompanyRoles } from "./tables.ts";

/** Reference data: the permissions each company type offers. Runs at every start. */
export async function ensureCompanyTypePermissions(db: DbOrTx) {
  const rows = companyTypeIds.flatMap((typeId) =>
    companyTypePermissionMatrix[typeId].map((permissionId) => ({
      refCompanyTypeId: typeId,
      refPermissionId: permissionId,
    })),
  );
  await db.insert(companyTypePermissions).values(rows).onConflictDoNothing();
}

/** A role holding the given permissions (all of the company type's when omitted). */
export async function provisionRole(
  db: DbOrTx,
  company: { id: number; refCompanyTypeId: number },
  name: string,
  permissions?: readonly PermissionId[],
  isSpecial = false,
) {
  const [existing] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, company.id), eq(roles.name, name)));
  if (existing) return existing;
  const [role] = await db
    .insert(roles)
    .values({ companyId: company.id, name, isSpecial })
    .returning();
  const typePermissions = await db
    .select()
    .from(companyTypePermissions)
    .where(
      and(
        eq(companyTypePermissions.refCompanyTypeId, company.refCompanyTypeId),
        permissions ? inArray(companyTypePermissions.refPermissionId, [...permissions]) : undefined,
      ),
    );
  if (typePermissions.length > 0) {
    await db
      .insert(rolePermissions)
      .values(typePermissions.map((tp) => ({ roleId: role!.id, companyTypePermissionId: tp.id })));
  }
  return role!;
}

export const createAdministratorRole = (
  db: DbOrTx,
  company: { id: number; refCompanyTypeId: number },
) => provisionRole(db, company, "Administrator", undefined, true);

export async function assignRole(
  db: DbOrTx,
  userId: number,
  role: { id: number; companyId: number },
) {
  await db
    .insert(userCompanyRoles)
    .values({ userId, companyId: role.companyId, roleId: role.id })
    .onConflictDoNothing();
}
