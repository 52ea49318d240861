import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { lockCompanyList, reorderPositions } from "../../platform/db/reorder.ts";
import { authorizeRules } from "./access.ts";
import { listRules } from "./list-rules.ts";
import { assignmentRules } from "./tables.ts";

export async function reorderRules(ctx: Ctx, input: { ids: number[] }) {
  const { db, actor } = ctx;
  const { ids } = input;
  const companyId = authorizeRules(actor);
  await db.transaction(async (tx) => {
    await lockCompanyList(tx, "assignment_rules", companyId);
    await reorderPositions(tx, assignmentRules, companyId, ids, { updatedAt: actor.now() });
    await auditBy(tx, actor, {
      action: "assignmentRule.reordered",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { ids },
    });
  });
  return listRules(ctx, { query: { page: 1, perPage: 100 } });
}
