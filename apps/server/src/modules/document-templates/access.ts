/**
 * Who keeps a company's document templates (SPEC §6): its users with ManageDocuments read,
 * write, delete and preview them, read the merge fields and set which templates a product
 * uses; any member reads those links (the product pages show them). A non-member gets 404, a
 * member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** `manage`: the templates and a product's links to them; `readLinks`: those links alone. */
export type TemplatesAction = "manage" | "readLinks";

/** The acting company's id once its user may do `action` with its templates, else 404/403. */
export function authorizeTemplates(actor: Actor, action: TemplatesAction = "manage"): number {
  const companyId = actingCompany(actor);
  if (action === "readLinks") assertMember(actor.user, companyId);
  else assertCan(actor.user, companyId, Permission.ManageDocuments);
  return companyId;
}
