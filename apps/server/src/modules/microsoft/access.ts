/**
 * Who connects and disconnects a company's Microsoft organisation (SPEC §6
 * ManageCompanyDetails): a user holding it in the company, or whoever holds a setup link one of
 * them made; any member sees whether it is connected. A non-member gets 404, a member without the
 * permission 403.
 */
import { Permission } from "@platform/domain";
import { type AuthUser, assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may connect or disconnect its organisation. */
export function authorizeOrganisation(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyDetails);
  return companyId;
}

/** A signed-in user may start admin consent for `consentingCompanyId`, else 404/403. */
export function authorizeConsent(user: AuthUser, consentingCompanyId: number): void {
  assertCan(user, consentingCompanyId, Permission.ManageCompanyDetails);
}
