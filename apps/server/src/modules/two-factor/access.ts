/**
 * Who resets another user's authenticator (SPEC §6 "an admin action"): a user holding
 * ManageCompanyUsers in the acting company (a non-member gets 404, a member without it 403), and
 * only when that company may change the user's account: its only company, or the system company
 * (`canChangeUserAccount`), else 403 with the reason.
 */
import { canChangeUserAccount, Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { forbidden } from "../../platform/http/errors.ts";

/** The acting company's id once its user may reset its users' authenticators, else 404/403. */
export function authorizeAuthenticatorReset(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyUsers);
  return companyId;
}

/** The acting company may change the account of a user of `targetCompanyIds`, else 403. */
export function assertMayChangeAccount(actor: Actor, targetCompanyIds: number[]): void {
  const allowed = canChangeUserAccount(actor.user, actingCompany(actor), targetCompanyIds);
  if (!allowed.allowed) throw forbidden(allowed.reason);
}
