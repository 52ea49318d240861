import type { Ctx } from "../../platform/context/index.ts";
import { mayApprove } from "./authority.ts";
import { assertAction, mainTransaction } from "./change.ts";
import { transactionNotice } from "./notices.ts";
import { actingAuthority } from "./review.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

/** Another underwriter whose authority covers the quote approves or denies it (SPEC §4). */
export async function decideApproval(ctx: Ctx, input: { riskPackageId: number; approve: boolean }) {
  const { actor } = ctx;
  const { approve } = input;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (step) => {
      const { tx, loaded, now } = step;
      const main = mainTransaction(loaded);
      const { placement, needed, details } = await actingAuthority(tx, actor, loaded);
      assertAction("decideApproval", main, {
        now,
        isApprovalRequester: main.approvalRequestedByUserId === actor.user.id,
        withinAuthority: mayApprove(
          actor.user.id,
          details,
          placement,
          main.approvalNeeded ?? needed,
        ),
      });
      const event = approve ? "risk.approved" : "risk.approval_denied";
      await settleCurrent(ctx, {
        step,
        set: { approval: approve ? "approved" : "denied", approvalDecidedByUserId: actor.user.id },
        action: event,
        data: undefined,
        notice: {
          to: [
            { userId: main.approvalRequestedByUserId, companyId: loaded.row.companyId },
            { userId: loaded.row.assignedUnderwriterUserId, companyId: loaded.row.companyId },
          ],
          type: event,
          message: transactionNotice(loaded.current, approve ? "approved" : "not approved"),
        },
      });
      await ctx.events.raise(tx, step.afterCommit, {
        type: "approval.decided",
        riskPackageId: loaded.row.id,
        transactionId: main.id,
        data: { approved: approve, decidedByUserId: actor.user.id },
        userId: actor.user.id,
      });
    },
  });
}
