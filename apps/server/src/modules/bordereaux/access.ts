/**
 * Who reads bordereaux and loss ratios (SPEC §1 "insurers get real-time bordereaux data"): a user
 * with ExecuteCompanyReports in the acting company; which agreements it reads is `agreementsOf`'s
 * rule (the agency writing under them and the insurer carrying them).
 */
import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";

/** The acting company's id once its user may read its bordereaux, else 404/403. */
export function authorizeBordereaux(actor: Actor): number {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ExecuteCompanyReports);
  return companyId;
}
