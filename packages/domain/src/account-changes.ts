import { type AccessUser, isSystemUser } from "./permissions.ts";

export const accountChangeMessages = {
  otherCompanies:
    "This user also belongs to another company: only the system company can change their account",
} as const;

/**
 * SPEC §6: resetting another user's second factor (and any other change to their account as a
 * whole, which every company they belong to relies on) is an admin action. A company's
 * administrator makes it only for a user whose only company is theirs; the system company for
 * anyone. The caller has already checked ManageCompanyUsers in `companyId`.
 */
export function canChangeUserAccount(
  actor: AccessUser,
  companyId: number,
  targetCompanyIds: readonly number[],
): { allowed: true } | { allowed: false; reason: string } {
  if (isSystemUser(actor) || isOnlyCompanyOf(companyId, targetCompanyIds)) return { allowed: true };
  return { allowed: false, reason: accountChangeMessages.otherCompanies };
}

/**
 * Whether `companyId` is the only company of a user who belongs to `targetCompanyIds`: then
 * what the company does to the user's account (reset a factor, link a Microsoft account of its
 * organisation) touches no other company's access.
 */
export function isOnlyCompanyOf(companyId: number, targetCompanyIds: readonly number[]) {
  return targetCompanyIds.every((id) => id === companyId);
}
