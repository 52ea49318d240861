/**
 * Who does what with a company's risk codes (SPEC §6): they belong to the binding-agreement area,
 * so any member of the company reads them and ManageBindingAgreements creates, changes and
 * deletes them. A non-member gets 404, a member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may `read` or `manage` its risk codes, else 404/403. */
export function authorizeRiskCodes(actor: Actor, action: "read" | "manage"): number {
  const companyId = actingCompany(actor);
  if (action === "manage") assertCan(actor.user, companyId, Permission.ManageBindingAgreements);
  else assertMember(actor.user, companyId);
  return companyId;
}
