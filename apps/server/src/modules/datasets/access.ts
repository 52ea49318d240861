/**
 * Who keeps the company's custom datasets, the library versions copy from (SPEC §6): its users
 * with ManageCompanyRating or ManageProducts; a non-member gets 404, a member without them 403.
 * A version's own datasets follow the version's policy (`readableVersion`).
 */
import { Permission } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may manage its custom datasets, else 404/403. */
export function authorizeDatasetLibrary(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, [Permission.ManageCompanyRating, Permission.ManageProducts]);
  return companyId;
}
