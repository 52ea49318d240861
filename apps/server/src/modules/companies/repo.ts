import { pageWindow, type TPageQuery } from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
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

function filterWhere(filters: CompanyFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.ids) conditions.push(inArray(companies.id, filters.ids.length ? filters.ids : [-1]));
  if (filters.refCompanyTypeId)
    conditions.push(eq(companies.refCompanyTypeId, filters.refCompanyTypeId));
  if (filters.isActive !== undefined) conditions.push(eq(companies.isActive, filters.isActive));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(companies.name, pattern),
        ilike(companies.tradingName, pattern),
        ilike(companies.handle, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Company rows matching the filters, by name (pickers: at most 500). */
export async function listCompanies(db: DbOrTx, filters: CompanyFilters): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(filterWhere(filters))
    .orderBy(asc(companies.name))
    .limit(500);
}

/** A company's tag names, as a column of a query over `companies`. */
const tagNamesJson = sql<string[]>`coalesce((
  select json_agg(t.name order by t.name) from company_tags t where t.company_id = "companies"."id"
), '[]'::json)`;

/** The permissions the company's type offers, as a column of a query over `companies`. */
const typePermissionsJson = sql<{ id: number; refPermissionId: number }[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'refPermissionId', p.ref_permission_id)
                  order by p.ref_permission_id)
  from company_type_permissions p where p.ref_company_type_id = "companies"."ref_company_type_id"
), '[]'::json)`;

export interface CompanyWithDetails {
  company: CompanyRow;
  tags: string[];
  companyTypePermissions: { id: number; refPermissionId: number }[];
}

/** One page of companies with their tags and type permissions, and the total: one statement. */
export async function pageCompanies(
  db: DbOrTx,
  filters: CompanyFilters,
  query: TPageQuery,
): Promise<{ rows: CompanyWithDetails[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const where = filterWhere(filters);
  const rows = await db
    .select({
      company: companies,
      tags: tagNamesJson,
      companyTypePermissions: typePermissionsJson,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(limit)
    .offset(offset);
  // Past the last page no row carries the total: count it on its own.
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : ((await db.select({ n: count() }).from(companies).where(where))[0]?.n ?? 0));
  return { rows, total };
}

/** One company with its tags and type permissions, in one statement. */
export async function findCompanyWithDetails(
  db: DbOrTx,
  id: number,
): Promise<CompanyWithDetails | null> {
  const [row] = await db
    .select({
      company: companies,
      tags: tagNamesJson,
      companyTypePermissions: typePermissionsJson,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row ?? null;
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

/** Names of the given companies, in one statement (for lists that show a party's name). */
export async function companyNamesByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
