import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authorizeRules } from "./access.ts";
import { ofCompany } from "./rule-input.ts";
import { assignmentRules } from "./tables.ts";

export async function deleteRule(ctx: Ctx, input: { ruleId: number }) {
  const { db, actor } = ctx;
  const id = input.ruleId;
  const companyId = authorizeRules(actor);
  await db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    const deleted = await tx.delete(assignmentRules).where(ofCompany(companyId, id)).returning();
    if (deleted.length === 0) throw notFound("Rule not found");
    await auditBy(tx, actor, {
      action: "assignmentRule.deleted",
      companyId,
      subjectType: "assignment_rule",
      subjectId: id,
      data: { name: deleted[0]!.name },
    });
  });
}
