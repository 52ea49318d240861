import { formatMoney, ZFeeDecline } from "@platform/domain";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { changeClaim } from "./change.ts";
import { auditFee, pendingFee } from "./fees.ts";
import { claimFeeSubmissions } from "./tables.ts";

/** The underwriter declines a pending fee (the firm is told, with the reason). */
export async function declineFee(
  ctx: Ctx,
  input: z.input<typeof ZFeeDecline> & { claimId: number; feeId: number },
) {
  const { actor } = ctx;
  const { claimId, feeId, ...rest } = input;
  const body = ZFeeDecline.parse(rest);
  return changeClaim(ctx, {
    claimId,
    run: async (change) => {
      const fee = await pendingFee(change, feeId);
      const [declined] = await change.tx
        .update(claimFeeSubmissions)
        .set({
          status: "declined",
          decidedByUserId: actor.user.id,
          decidedAt: actor.now(),
          declineReason: body.reason,
        })
        .where(eq(claimFeeSubmissions.id, fee.id))
        .returning();
      await auditFee(change.tx, actor, declined!, "claim.feeDeclined", {
        reason: body.reason,
      });
      await change.tell(
        "claim.feeDeclined",
        `your fee of ${formatMoney(fee.amount)} was declined${body.reason ? ` (${body.reason})` : ""}`,
        change.row,
        "legal",
      );
      return declined!;
    },
  });
}
