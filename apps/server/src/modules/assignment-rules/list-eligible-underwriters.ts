import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRules, eligibleUnderwriters } from "./access.ts";

/** Who a rule may name: the company's users holding ManageRisks (for the picker). */
export function listEligibleUnderwriters(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = authorizeRules(actor);
  return eligibleUnderwriters(db, companyId);
}
