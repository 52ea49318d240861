/**
 * Who reads and changes the acting company's underwriting statuses (SPEC §6): members who read
 * risks (ManageRisks, ViewRisks) or hold ManageCompanyStatuses read them; ManageCompanyStatuses
 * changes them. A risk package moves on the board only on the underwriter side, by a user
 * holding ManageRisks; the broker side never sees the board (404). A non-member gets 404, a
 * member without the permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { type RiskPackageAccess, riskNotFound } from "../risks/index.ts";

export type StatusesAction = "read" | "manage";

/** The acting company's id once its user may read or manage its statuses, else 404/403. */
export function authorizeStatuses(actor: Actor, action: StatusesAction): number {
  const companyId = actingCompany(actor);
  if (action === "manage") {
    assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
    return companyId;
  }
  assertCanAny(actor.user, companyId, [
    Permission.ManageCompanyStatuses,
    Permission.ManageRisks,
    Permission.ViewRisks,
  ]);
  return companyId;
}

/** The acting user may move this visible risk package to another status, else 404/403. */
export function authorizeBoardMove(actor: Actor, access: RiskPackageAccess): void {
  // The broker side never sees the board: the package is not theirs to move.
  if (access.side === "broker") throw riskNotFound();
  assertCan(actor.user, actingCompany(actor), Permission.ManageRisks);
  if (!access.canManage) throw forbidden();
}
