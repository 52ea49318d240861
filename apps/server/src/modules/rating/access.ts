/**
 * Who rates (SPEC §6): in a broker company, a risk reader (ManageRisks or ViewRisks) rates the
 * packages offered to it (`availablePackageFor` says which); in the underwriter, a user with
 * ManageProducts runs a product version's test cases. A non-member gets 404, a member without the
 * permission 403.
 */
import { Permission } from "@platform/domain";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** `rateOffered`: a broker rates an offered package; `runTests`: the underwriter tests a design. */
export type RatingAction = "rateOffered" | "runTests";

/** The acting company's id once its user may do `action`, else 404/403. */
export function authorizeRating(actor: Actor, action: RatingAction): number {
  const companyId = actingCompany(actor);
  if (action === "runTests") assertCan(actor.user, companyId, Permission.ManageProducts);
  else assertCanAny(actor.user, companyId, [Permission.ManageRisks, Permission.ViewRisks]);
  return companyId;
}
