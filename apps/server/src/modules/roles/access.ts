/**
 * Who reads and changes a company's roles (SPEC §6): ManageRolesAndPermissions in the acting
 * company creates, changes and deletes them; whoever manages roles, invitations or users reads
 * them (to choose one). A non-member gets 404, a member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

export type RolesAction = "read" | "manage";

/** The acting company's id once its user may read or manage its roles, else 404/403. */
export function authorizeRoles(actor: Actor, action: RolesAction): number {
  const companyId = actingCompany(actor);
  if (action === "manage") {
    assertCan(actor.user, companyId, Permission.ManageRolesAndPermissions);
    return companyId;
  }
  assertCanAny(actor.user, companyId, [
    Permission.ManageRolesAndPermissions,
    Permission.ManageInvitations,
    Permission.ManageCompanyUsers,
  ]);
  return companyId;
}
