/**
 * Who reads and sets the acting company's renewal setting (SPEC §6): anyone who reads its risks
 * or manages its products reads it; ManageProducts changes it. A non-member gets 404.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

export type RenewalSettingsAction = "read" | "edit";

export function authorizeSettings(actor: Actor, action: RenewalSettingsAction): void {
  const companyId = actingCompany(actor);
  if (action === "edit") {
    assertCan(actor.user, companyId, Permission.ManageProducts);
    return;
  }
  assertCanAny(actor.user, companyId, [
    Permission.ManageProducts,
    Permission.ManageRisks,
    Permission.ViewRisks,
  ]);
}
