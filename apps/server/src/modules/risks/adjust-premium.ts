import type { ZManualAdjustment } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { auditRisk } from "./effects.ts";
import { rerate } from "./review.ts";
import { underwriterChange } from "./underwriter-change.ts";

/** A manual premium or discount with a reason: the risk is re-rated (review.ts). */
export async function adjustPremium(
  ctx: Ctx,
  input: z.output<typeof ZManualAdjustment> & { riskPackageId: number },
) {
  const { actor } = ctx;
  return underwriterChange(ctx, {
    riskPackageId: input.riskPackageId,
    work: async ({ tx, loaded, now }) => {
      const rated = await rerate(tx, actor, loaded, input.productId, "productId", {
        manualBasePremium: input.basePremium,
        discountPercent: String(input.discountPercent),
        adjustmentReason: input.reason,
        adjustedByUserId: actor.user.id,
        adjustedAt: now,
        // A changed premium needs its approval again.
        approval: "none",
        approvalRequestedByUserId: null,
        approvalDecidedByUserId: null,
      });
      await auditRisk(tx, actor, loaded.row, "risk.adjusted", {
        productId: input.productId,
        basePremium: input.basePremium,
        discountPercent: input.discountPercent,
        reason: input.reason,
        grossPremium: rated.columns.grossPremium,
      });
    },
  });
}
