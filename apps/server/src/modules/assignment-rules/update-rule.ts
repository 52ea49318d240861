import { type TAssignmentRuleInput, ZAssignmentRule } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { notFound } from "../../platform/http/errors.ts";
import { authorizeRules } from "./access.ts";
import { presentAll } from "./present.ts";
import { checkInput, ofCompany } from "./rule-input.ts";
import { assignmentRules } from "./tables.ts";

export async function updateRule(ctx: Ctx, input: TAssignmentRuleInput & { ruleId: number }) {
  const { db, actor } = ctx;
  const { ruleId: id, ...ruleInput } = input;
  const companyId = authorizeRules(actor);
  const rule = ZAssignmentRule.parse(ruleInput);
  const row = await db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    const [current] = await tx.select().from(assignmentRules).where(ofCompany(companyId, id));
    if (!current) throw notFound("Rule not found");
    await checkInput(tx, companyId, rule);
    const sameGroup = current.underwriterUserIds.join(",") === rule.underwriterUserIds.join(",");
    const [updated] = await tx
      .update(assignmentRules)
      .set({
        ...rule,
        // A new group starts its rotation from its first underwriter.
        rotationCursor: sameGroup ? current.rotationCursor : 0,
        updatedAt: actor.now(),
      })
      .where(ofCompany(companyId, id))
      .returning();
    await auditBy(tx, actor, {
      action: "assignmentRule.updated",
      companyId,
      subjectType: "assignment_rule",
      subjectId: id,
      data: { ...rule },
    });
    return updated!;
  });
  return (await presentAll(db, [row]))[0]!;
}
