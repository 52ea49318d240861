/**
 * Who sets the acting company's security policy, two-factor and password age (SPEC §6
 * ManageCompanyDetails): a user holding it there. A non-member gets 404, a member without it 403.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may change its security policy, else 404/403. */
export function authorizeSecurityPolicy(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyDetails);
  return companyId;
}
