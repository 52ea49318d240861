/**
 * Who manages a company's tags (SPEC §6 ManageCompanyTags): a user holding it in the acting
 * company creates, renames and deletes them; any member reads them. A non-member gets 404, a
 * member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its tags, else 404/403. */
export function authorizeTags(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyTags);
  return companyId;
}
