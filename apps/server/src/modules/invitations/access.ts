/**
 * Who invites people into a company (SPEC §6 ManageInvitations): a user holding it in the
 * acting company lists, sends, resends and revokes its invitations. A non-member gets 404, a
 * member without it 403.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its invitations, else 404/403. */
export function authorizeInvitations(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageInvitations);
  return companyId;
}
