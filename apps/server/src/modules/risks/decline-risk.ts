import { TransactionStatus, type ZRiskDecline } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { assertAction, mainTransaction } from "./change.ts";
import { moveOnWorkflow } from "./effects.ts";
import type { RiskHooks } from "./hooks.ts";
import { transactionNotice } from "./notices.ts";
import { toBroker } from "./review.ts";
import { settleCurrent, underwriterChange } from "./underwriter-change.ts";

/** Declines a submission with a reason; the broker is told. */
export async function declineRisk(
  ctx: Ctx,
  input: z.output<typeof ZRiskDecline> & { riskPackageId: number; hooks?: RiskHooks },
) {
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (step) => {
      assertAction("decline", mainTransaction(step.loaded), { now: step.now });
      await settleCurrent(ctx, {
        step,
        set: { status: TransactionStatus.Declined, declineReason: input.reason },
        action: "risk.declined",
        data: { reason: input.reason },
        notice: {
          to: toBroker(step.loaded),
          type: "risk.declined",
          message: transactionNotice(step.loaded.current, "declined"),
        },
      });
      await moveOnWorkflow(ctx, {
        tx: step.tx,
        afterCommit: step.afterCommit,
        hooks: input.hooks,
        pkg: step.loaded.row,
        event: "decline",
      });
      await ctx.events.raise(step.tx, step.afterCommit, {
        type: "risk.declined",
        riskPackageId: step.loaded.row.id,
        transactionId: mainTransaction(step.loaded).id,
        data: { reason: input.reason ?? null },
        userId: ctx.actor.user.id,
      });
    },
  });
}
