/**
 * Who keeps a company's email templates (SPEC §6): its users with ManageDocuments read, write,
 * delete and preview them; a non-member gets 404, a member without the permission 403. A
 * product's links to them follow the document templates' rule (`readTemplateLinks`).
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its email templates, else 404/403. */
export function authorizeEmailTemplates(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  return companyId;
}
