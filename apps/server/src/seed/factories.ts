/**
 * Factories shared by the demo seed and the tests: each creates one real record through the
 * same tables the application uses, and is idempotent where a natural key exists.
 */
import {
  type CompanyTypeId,
  companyTypeIds,
  companyTypePermissionMatrix,
  type PermissionId,
} from "@platform/domain";
import { and, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../modules/auth/passwords.ts";
import {
  companies,
  companyTypePermissions,
  rolePermissions,
  roles,
  userCompanyRoles,
} from "../modules/companies/tables.ts";
import { findUserByEmail, insertUser } from "../modules/users/repo.ts";
import type { UserRow } from "../modules/users/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

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

export interface CompanyInput {
  name: string;
  handle: string;
  refCompanyTypeId: CompanyTypeId;
  isActive?: boolean;
  tradingName?: string;
  legalName?: string;
  registrationType?: 1 | 2;
  registrationNumber?: string;
  addressLine1?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: "AU" | "NZ";
  yearEstablished?: number;
  website?: string;
  currency?: string;
  headerTextColour?: string;
}

export async function createCompany(db: DbOrTx, input: CompanyInput) {
  const [existing] = await db.select().from(companies).where(eq(companies.handle, input.handle));
  if (existing) return existing;
  const [row] = await db
    .insert(companies)
    .values({ ...input, isActive: input.isActive ?? true })
    .returning();
  return row!;
}

/** A role holding the given permissions (all of the company type's when omitted). */
export async function createRole(
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
) => createRole(db, company, "Administrator", undefined, true);

export async function createUser(
  db: DbOrTx,
  input: { name: string; email: string; password: string; phone?: string; createdAt?: Date },
): Promise<UserRow> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) return existing;
  return insertUser(db, {
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    passwordChangedAt: new Date(),
    createdAt: input.createdAt,
  });
}

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
