import { feeMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { changeClaim } from "./change.ts";
import { auditFee, pendingFee } from "./fees.ts";
import { recordMovement } from "./movements.ts";
import { marketToday } from "./policy.ts";
import { claimFeeSubmissions } from "./tables.ts";

/** The underwriter approves a pending fee: a fees payment is recorded on the claim. */
export async function approveFee(ctx: Ctx, input: { claimId: number; feeId: number }) {
  const { actor } = ctx;
  return changeClaim(ctx, {
    claimId: input.claimId,
    run: async (change) => {
      const fee = await pendingFee(change, input.feeId);
      const { movement } = await recordMovement(change, {
        kind: "payment",
        category: "fees",
        amount: fee.amount,
        movementDate: marketToday(actor),
        // The description stays with the submission: the movement is read by broker and client.
        note: feeMessages.approvedNote,
      });
      const [approved] = await change.tx
        .update(claimFeeSubmissions)
        .set({
          status: "approved",
          decidedByUserId: actor.user.id,
          decidedAt: actor.now(),
          movementId: movement.id,
        })
        .where(eq(claimFeeSubmissions.id, fee.id))
        .returning();
      await auditFee(change.tx, actor, approved!, "claim.feeApproved", {
        movementId: movement.id,
      });
      return approved!;
    },
  });
}
