import { claimMessages, formatMoney, ZFeeSubmissionCreate } from "@platform/domain";
import type { z } from "zod";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeClaim } from "./access.ts";
import { changeClaim } from "./change.ts";
import { auditFee } from "./fees.ts";
import { claimFeeSubmissions } from "./tables.ts";

/** The appointed legal firm submits a fee for the underwriter's approval. */
export async function submitFee(
  ctx: Ctx,
  input: z.input<typeof ZFeeSubmissionCreate> & { claimId: number },
) {
  const { actor } = ctx;
  const { claimId, ...rest } = input;
  const body = ZFeeSubmissionCreate.parse(rest);
  const companyId = actingCompany(actor);
  return changeClaim(ctx, {
    claimId,
    run: async ({ tx, row, role, can, tell }) => {
      authorizeClaim({ role, row }, "advise");
      if (row.kind !== "claim") throw conflict(claimMessages.incidentNoMovements);
      if (!can.submitFee) throw conflict(claimMessages.notLive);
      const [fee] = await tx
        .insert(claimFeeSubmissions)
        .values({
          claimId: row.id,
          legalCompanyId: companyId,
          amount: body.amount,
          description: body.description,
          submittedByUserId: actor.user.id,
          createdAt: actor.now(),
        })
        .returning();
      await auditFee(tx, actor, fee!, "claim.feeSubmitted");
      await tell(
        "claim.feeSubmitted",
        `a fee of ${formatMoney(body.amount)} was submitted for approval`,
        row,
        "underwriter",
      );
      return fee!;
    },
  });
}
