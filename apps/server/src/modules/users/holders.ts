/**
 * Users by what they hold: names for lists that show an author, and the members of a company
 * holding a permission (the underwriters a rule may name, the people a message notifies).
 */
import type { PermissionId } from "@platform/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { companyTypePermissions, rolePermissions, userCompanyRoles } from "../companies/tables.ts";
import { users } from "./tables.ts";

export interface UserRef {
  id: number;
  name: string;
}

/** Names of the given users, in one statement (none when the list is empty). */
export async function userRefsByIds(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, UserRef>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The company's (non-temporary) members whose role holds `permission`, by name, one statement. */
export async function usersHoldingPermission(
  db: DbOrTx,
  companyId: number,
  permission: PermissionId,
): Promise<UserRef[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name })
    .from(userCompanyRoles)
    .innerJoin(users, eq(users.id, userCompanyRoles.userId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userCompanyRoles.roleId))
    .innerJoin(
      companyTypePermissions,
      eq(companyTypePermissions.id, rolePermissions.companyTypePermissionId),
    )
    .where(
      and(
        eq(userCompanyRoles.companyId, companyId),
        eq(companyTypePermissions.refPermissionId, permission),
        eq(users.isTemporaryUser, false),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** Names and email addresses of users by id, for mail (e.g. renewal invitations): one statement. */
export async function userEmailsByIds(
  db: DbOrTx,
  ids: readonly (number | null)[],
): Promise<Map<number, { id: number; name: string; email: string }>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
