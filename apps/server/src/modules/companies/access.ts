/**
 * Who changes a company's details (SPEC §6 ManageCompanyDetails): a user holding it in the
 * acting company; only a system user activates or deactivates a company. A non-member gets 404,
 * a member without the permission 403.
 */
import { isSystemUser, messages, Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { forbidden } from "../../platform/http/errors.ts";

/** The acting company's id once its user may make this change to it, else 404/403. */
export function authorizeCompanyUpdate(actor: Actor, change: { isActive?: boolean }): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyDetails);
  if (change.isActive !== undefined && !isSystemUser(actor.user)) {
    throw forbidden(messages.noEditPermission);
  }
  return companyId;
}
