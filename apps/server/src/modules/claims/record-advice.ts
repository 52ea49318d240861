import { ZClaimAdvice } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { changeClaim } from "./change.ts";
import { updateClaim } from "./movements.ts";

/** The appointed legal firm records its advice (its fees go through fee submissions). */
export async function recordAdvice(
  ctx: Ctx,
  input: z.input<typeof ZClaimAdvice> & { claimId: number },
) {
  const { actor } = ctx;
  const { claimId, ...rest } = input;
  const body = ZClaimAdvice.parse(rest);
  return changeClaim(ctx, {
    claimId,
    run: async ({ tx, row, can, audit, tell }) => {
      if (!can.advise) throw forbidden();
      const updated = await updateClaim(tx, actor, row, { advice: body.advice });
      // Privileged: the shared timeline says that advice came, not what it says; only the
      // underwriter is told.
      await audit("claim.adviceRecorded", { summary: "Advice recorded" });
      await tell("claim.advice", "advice recorded", updated, "underwriter");
      return updated;
    },
  });
}
