import type { ContactMethodId, TUser, TUserRole } from "@platform/domain";
import { actsInEveryCompany, companyAbilities } from "../../platform/access/index.ts";
import type { UserRow } from "./tables.ts";

export const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The API shape of a user (SPEC §3), each role with what the user may do in its company (the
 * `can` flags the web app reads). No hash, token or internal column leaves the server.
 */
export function presentUser(
  row: UserRow,
  roles: TUserRole[],
  createdByCompany: { id: number; name: string } | null = null,
): TUser {
  const access = { id: row.id, isTemporaryUser: row.isTemporaryUser, roles };
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    theme: row.theme,
    preferredContactMethod: row.preferredContactMethod as ContactMethodId,
    isTemporaryUser: row.isTemporaryUser,
    createdByCompany,
    lastActivityAt: row.lastActivityAt ? toSeconds(row.lastActivityAt) : null,
    memberSince: toSeconds(row.createdAt),
    roles: roles.map((role) => ({ ...role, can: companyAbilities(access, role.companyId) })),
    can: { actInEveryCompany: actsInEveryCompany(access) },
  };
}
