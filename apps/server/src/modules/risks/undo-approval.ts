import type { Ctx } from "../../platform/context/index.ts";
import { assertAction, mainTransaction } from "./change.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

/** Undoes an approval request or decision (SPEC §4). */
export async function undoApproval(ctx: Ctx, input: { riskPackageId: number }) {
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (step) => {
      const main = mainTransaction(step.loaded);
      assertAction("undoApproval", main, { now: step.now });
      await settleCurrent(ctx, {
        step,
        set: {
          approval: "none",
          approvalRequestedByUserId: null,
          approvalDecidedByUserId: null,
          approvalNeeded: null,
        },
        action: "risk.approval_undone",
        data: { was: main.approval },
        notice: {
          to: [
            { userId: main.approvalRequestedByUserId, companyId: step.loaded.row.companyId },
            { userId: main.approvalDecidedByUserId, companyId: step.loaded.row.companyId },
          ],
          type: "risk.approval_undone",
          message: "approval undone",
        },
      });
    },
  });
}
