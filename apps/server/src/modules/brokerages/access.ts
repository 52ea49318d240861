/**
 * Who connects brokers and underwriters (SPEC §6 ManageCompanyDetails): a user holding it in
 * the acting company, on either side: a broker asks, an underwriter connects, accepts or
 * declines, and either ends a connection. A non-member gets 404, a member without it 403.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its broker connections, else 404/403. */
export function authorizeBrokerages(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyDetails);
  return companyId;
}
