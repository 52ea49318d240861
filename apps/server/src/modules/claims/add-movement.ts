/**
 * The underwriter sets a reserve or records a payment on a claim. The change locks the claim
 * row, so concurrent movements see each other's outstanding amount.
 */
import { ZMovementCreate } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeClaim } from "./access.ts";
import { changeClaim } from "./change.ts";
import { recordMovement } from "./movements.ts";

export async function addMovement(
  ctx: Ctx,
  input: z.input<typeof ZMovementCreate> & { claimId: number },
) {
  const { claimId, ...rest } = input;
  const body = ZMovementCreate.parse(rest);
  return changeClaim(ctx, {
    claimId,
    run: async (change) => {
      // Money on a claim is recorded by the underwriter alone; a firm submits its fees instead.
      authorizeClaim(change, "manage");
      return (await recordMovement(change, body)).movement;
    },
  });
}
