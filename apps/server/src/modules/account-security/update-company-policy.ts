import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSecurityPolicy } from "./access.ts";
import { saveCompanyPolicy } from "./policies.ts";

/** A company administrator sets the company's security policy (two-factor, password age). */
export async function updateCompanyPolicy(
  ctx: Ctx,
  input: { requireTwoFactor?: boolean; passwordMaxAgeDays?: number | null },
) {
  const { db, actor } = ctx;
  const companyId = authorizeSecurityPolicy(actor);
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
