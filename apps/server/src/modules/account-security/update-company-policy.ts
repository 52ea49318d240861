import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { saveCompanyPolicy } from "./policies.ts";

/** A company administrator sets the company's security policy (two-factor, password age). */
export async function updateCompanyPolicy(
  ctx: Ctx,
  input: { requireTwoFactor?: boolean; passwordMaxAgeDays?: number | null },
) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageCompanyDetails);
  return db.transaction(async (tx) => {
    const row = await saveCompanyPolicy(tx, companyId, input);
    await auditBy(tx, actor, {
      action: "company.security_policy_updated",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: input,
    });
    return row;
  });
}
