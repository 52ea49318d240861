import type { TCompanySummary, TUserRole } from "@platform/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { presentAppearance } from "../companies/index.ts";

import type { companies } from "../companies/tables.ts";
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

/**
 * A user's roles with their companies and permissions (what the access rules read), built by
 * the database as one JSON array so a request resolves them in the statement that loads the
 * user. It reads the `users` row of the enclosing query.
 */
export function userRolesJson() {
  return sql<TUserRole[]>`coalesce((
    select json_agg(json_build_object(
      'id', r.id,
      'name', r.name,
      'companyId', c.id,
      'company', json_build_object(
        'id', c.id,
        'name', c.name,
        'handle', c.handle,
        'refCompanyTypeId', c.ref_company_type_id,
        'isActive', c.is_active,
        'appearance', json_build_object(
          'showLogoOnHeader', c.show_logo_on_header,
          'logoFileVersionId', c.logo_file_version_id,
          'headerFileVersionId', c.header_file_version_id,
          'productBannerFileVersionId', c.product_banner_file_version_id,
          'headerTextColour', c.header_text_colour
        ),
        'companyTypePermissions', coalesce((
          select json_agg(json_build_object('id', ctp.id, 'refPermissionId', ctp.ref_permission_id)
                          order by ctp.ref_permission_id)
          from company_type_permissions ctp
          where ctp.ref_company_type_id = c.ref_company_type_id
        ), '[]'::json)
      ),
      'companyTypePermissionIds', coalesce((
        select json_agg(rp.company_type_permission_id order by rp.company_type_permission_id)
        from role_permissions rp
        where rp.role_id = r.id
      ), '[]'::json)
    ) order by ucr.created_at, ucr.id)
    from user_company_roles ucr
    join roles r on r.id = ucr.role_id
    join companies c on c.id = ucr.company_id
    where ucr.user_id = "users"."id"
  ), '[]'::json)`;
}

/** A user's roles with their companies and permissions, in one statement. */
export async function loadUserRoles(db: DbOrTx, userId: number): Promise<TUserRole[]> {
  const [row] = await db.select({ roles: userRolesJson() }).from(users).where(eq(users.id, userId));
  return row?.roles ?? [];
}

/** Names of the company's users among `ids` (others are left out), in one statement. */
export async function memberNamesByIds(
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.id, unique),
        sql`exists (select 1 from user_company_roles ucr where ucr.user_id = ${users.id} and ucr.company_id = ${companyId})`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.name]));
}
