/**
 * Factories shared by the demo seed and the tests: each creates one real record through the
 * same tables the application uses, and is idempotent where a natural key exists.
 */
import type { CompanyTypeId } from "@platform/domain";
import { eq } from "drizzle-orm";
import {
  assignRole,
  createAdministratorRole,
  ensureCompanyTypePermissions,
  provisionRole,
} from "../modules/companies/index.ts";
import { companies } from "../modules/companies/tables.ts";
import { findUserByEmail, insertUser } from "../modules/users/repo.ts";
import type { UserRow } from "../modules/users/tables.ts";
import { hashPassword } from "../platform/crypto/passwords.ts";
import type { DbOrTx } from "../platform/db/index.ts";

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

// Role creation is the companies module's (registration uses it); the seed and tests reuse it.
export { assignRole, createAdministratorRole, ensureCompanyTypePermissions };
export const createRole = provisionRole;
