/**
 * Who does what with a company's syndicates (SPEC §6 ManageSyndicates): any member of the
 * company reads them; ManageSyndicates creates, changes and deletes them. A non-member gets 404,
 * a member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may `read` or `manage` its syndicates, else 404/403. */
export function authorizeSyndicates(actor: Actor, action: "read" | "manage"): number {
  const companyId = actingCompany(actor);
  if (action === "manage") assertCan(actor.user, companyId, Permission.ManageSyndicates);
  else assertMember(actor.user, companyId);
  return companyId;
}
