/**
 * Who previews documents in the template editor (SPEC §6): the acting company's users with
 * ManageDocuments, as for the templates themselves; a non-member gets 404, a member without it
 * 403. A risk's issued documents follow the risk's policy.
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may preview its templates, else 404/403. */
export function authorizePreview(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  return companyId;
}
