import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { usersHoldingPermission } from "../users/index.ts";

/** Who a rule may name: the company's users holding ManageRisks (for the picker). */
export function listEligibleUnderwriters(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  return usersHoldingPermission(db, companyId, Permission.ManageRisks);
}
