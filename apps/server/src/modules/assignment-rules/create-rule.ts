import { type TAssignmentRuleInput, ZAssignmentRule } from "@platform/domain";
import { eq, max } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList } from "../../platform/db/reorder.ts";
import { authorizeRules } from "./access.ts";
import { presentAll } from "./present.ts";
import { checkInput } from "./rule-input.ts";
import { assignmentRules } from "./tables.ts";

export async function createRule(ctx: Ctx, input: TAssignmentRuleInput) {
  const { db, actor } = ctx;
  const companyId = authorizeRules(actor);
  const rule = ZAssignmentRule.parse(input);
  const row = await db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    await checkInput(tx, companyId, rule);
    const [last] = await tx
      .select({ position: max(assignmentRules.position) })
      .from(assignmentRules)
      .where(eq(assignmentRules.companyId, companyId));
    const now = actor.now();
    const [created] = await tx
      .insert(assignmentRules)
      .values({
        companyId,
        ...rule,
        position: (last?.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditBy(tx, actor, {
      action: "assignmentRule.created",
      companyId,
      subjectType: "assignment_rule",
      subjectId: created!.id,
      data: { ...rule },
    });
    return created!;
  });
  return (await presentAll(db, [row]))[0]!;
}
