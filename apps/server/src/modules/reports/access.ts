/**
 * Who runs the acting company's reports, the Bound Policy Data Report among them (SPEC §6): its
 * users with ExecuteCompanyReports; a non-member gets 404, a member without it 403. Which
 * policies a report holds is the risks module's rule (`riskScope`).
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may run its reports, else 404/403. */
export function authorizeReports(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ExecuteCompanyReports);
  return companyId;
}
