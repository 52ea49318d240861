import type { TCompanySummary, TUserRole } from "@platform/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { presentAppearance } from "../companies/index.ts";
import {
  companies,
  companyTypePermissions,
  rolePermissions,
  roles,
  userCompanyRoles,
} from "../companies/tables.ts";
import { type UserRow, users } from "./tables.ts";

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export function companySummary(
  row: typeof companies.$inferSelect,
  typePermissions: { id: number; refPermissionId: number }[],
): TCompanySummary {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    refCompanyTypeId: row.refCompanyTypeId,
    isActive: row.isActive,
    appearance: presentAppearance(row),
    companyTypePermissions: typePermissions,
  };
}

/** A user's roles with their companies and permissions: what the access rules read. */
export async function loadUserRoles(db: DbOrTx, userId: number): Promise<TUserRole[]> {
  const rows = await db
    .select({ role: roles, company: companies })
    .from(userCompanyRoles)
    .innerJoin(roles, eq(roles.id, userCompanyRoles.roleId))
    .innerJoin(companies, eq(companies.id, userCompanyRoles.companyId))
    .where(eq(userCompanyRoles.userId, userId))
    .orderBy(userCompanyRoles.createdAt, userCompanyRoles.id);
  if (rows.length === 0) return [];

  const typeIds = [...new Set(rows.map((row) => row.company.refCompanyTypeId))];
  const typePermissions = await db
    .select()
    .from(companyTypePermissions)
    .where(inArray(companyTypePermissions.refCompanyTypeId, typeIds))
    .orderBy(companyTypePermissions.refPermissionId);
  const held = await db
    .select()
    .from(rolePermissions)
    .where(
      and(
        inArray(
          rolePermissions.roleId,
          rows.map((row) => row.role.id),
        ),
      ),
    );

  return rows.map(({ role, company }) => ({
    id: role.id,
    name: role.name,
    companyId: company.id,
    company: companySummary(
      company,
      typePermissions
        .filter((permission) => permission.refCompanyTypeId === company.refCompanyTypeId)
        .map(({ id, refPermissionId }) => ({ id, refPermissionId })),
    ),
    companyTypePermissionIds: held
      .filter((permission) => permission.roleId === role.id)
      .map((permission) => permission.companyTypePermissionId)
      .sort((a, b) => a - b),
  }));
}
