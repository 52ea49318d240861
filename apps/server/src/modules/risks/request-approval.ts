/**
 * Approval of a quote beyond the underwriter's authority (SPEC §4): only the assigned
 * underwriter requests it; another underwriter whose authority covers it approves or denies
 * (decide-approval.ts); either may undo it (undo-approval.ts). Everyone concerned is notified.
 */
import { eligibleApprovers } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { assertAction, mainTransaction } from "./change.ts";
import { transactionNoun } from "./notices.ts";
import { actingAuthority } from "./review.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

export async function requestApproval(ctx: Ctx, input: { riskPackageId: number }) {
  const { actor } = ctx;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (step) => {
      const { tx, loaded, now } = step;
      assertAction("requestApproval", mainTransaction(loaded), {
        now,
        isAssignedUnderwriter: loaded.row.assignedUnderwriterUserId === actor.user.id,
      });
      const { placement, needed } = await actingAuthority(tx, actor, loaded);
      const approvers = eligibleApprovers(placement?.authorisedUnderwriters ?? [], needed)
        .map((u) => u.userId)
        .filter((userId) => userId !== actor.user.id);
      await settleCurrent(ctx, {
        step,
        set: {
          approval: "requested",
          approvalRequestedByUserId: actor.user.id,
          approvalDecidedByUserId: null,
          approvalNeeded: needed,
        },
        action: "risk.approval_requested",
        data: { needed },
        notice: {
          to: approvers.map((userId) => ({ userId, companyId: loaded.row.companyId })),
          type: "risk.approval_requested",
          message: `approval requested for the ${transactionNoun(loaded.current)}`,
        },
      });
      await ctx.events.raise(tx, step.afterCommit, {
        type: "approval.requested",
        riskPackageId: loaded.row.id,
        transactionId: mainTransaction(loaded).id,
        data: { requestedByUserId: actor.user.id },
        userId: actor.user.id,
      });
    },
  });
}
