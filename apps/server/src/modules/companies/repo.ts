import { and, asc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import {
  type CompanyRow,
  companies,
  companyTags,
  companyTypePermissions,
  userCompanyRoles,
} from "./tables.ts";

export async function findCompany(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function findCompanyByHandle(db: DbOrTx, handle: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.handle, handle.toLowerCase()));
  return row ?? null;
}

export interface CompanyFilters {
  search?: string;
  refCompanyTypeId?: number;
  isActive?: boolean;
  /** Only these companies (a non-system user's own). */
  ids?: number[];
}

export async function listCompanies(db: DbOrTx, filters: CompanyFilters): Promise<CompanyRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filters.ids) conditions.push(inArray(companies.id, filters.ids.length ? filters.ids : [-1]));
  if (filters.refCompanyTypeId)
    conditions.push(eq(companies.refCompanyTypeId, filters.refCompanyTypeId));
  if (filters.isActive !== undefined) conditions.push(eq(companies.isActive, filters.isActive));
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.tradingName, pattern),
        ilike(companies.handle, pattern),
      ),
    );
  }
  return db
    .select()
    .from(companies)
    .where(and(...conditions))
    .orderBy(asc(companies.name))
    .limit(500);
}

export async function tagsOf(db: DbOrTx, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ name: companyTags.name })
    .from(companyTags)
    .where(eq(companyTags.companyId, companyId))
    .orderBy(asc(companyTags.name));
  return rows.map((row) => row.name);
}

/** Sets the company's tags to `names`, keeping existing tags (and their attachments) by name. */
export async function replaceTags(db: DbOrTx, companyId: number, names: string[]) {
  const existing = await db.select().from(companyTags).where(eq(companyTags.companyId, companyId));
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const gone = existing.filter((tag) => !wanted.has(tag.name.toLowerCase())).map((tag) => tag.id);
  if (gone.length > 0) await db.delete(companyTags).where(inArray(companyTags.id, gone));
  const have = new Set(existing.map((tag) => tag.name.toLowerCase()));
  const added = names.filter((name) => !have.has(name.toLowerCase()));
  if (added.length > 0)
    await db.insert(companyTags).values(added.map((name) => ({ companyId, name })));
}

export async function typePermissionsOf(db: DbOrTx, refCompanyTypeId: number) {
  return db
    .select({
      id: companyTypePermissions.id,
      refPermissionId: companyTypePermissions.refPermissionId,
    })
    .from(companyTypePermissions)
    .where(eq(companyTypePermissions.refCompanyTypeId, refCompanyTypeId))
    .orderBy(asc(companyTypePermissions.refPermissionId));
}

export async function memberUserIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userCompanyRoles.userId })
    .from(userCompanyRoles)
    .where(eq(userCompanyRoles.companyId, companyId));
  return rows.map((row) => row.userId);
}
