import { CompanyType, claimMessages, ZClaimAppointment } from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { changeClaim } from "./change.ts";
import { updateClaim } from "./movements.ts";
import { assertCompanyType } from "./policy.ts";

/** The underwriter appoints (or releases) a legal firm on a claim or incident. */
export async function appointLegal(
  ctx: Ctx,
  input: z.input<typeof ZClaimAppointment> & { claimId: number },
) {
  const { actor } = ctx;
  const { claimId, ...rest } = input;
  const body = ZClaimAppointment.parse(rest);
  return changeClaim(ctx, {
    claimId,
    run: async ({ tx, row, can, audit, tell }) => {
      if (!can.appoint) throw forbidden();
      if (body.legalCompanyId !== null) {
        await assertCompanyType(
          tx,
          body.legalCompanyId,
          CompanyType.Legal,
          "legalCompanyId",
          claimMessages.notLegalCompany,
        );
      }
      const updated = await updateClaim(tx, actor, row, { legalCompanyId: body.legalCompanyId });
      await audit("claim.legalAppointed", {
        summary: body.legalCompanyId === null ? "Legal firm released" : "Legal firm appointed",
        legalCompanyId: body.legalCompanyId,
        previousLegalCompanyId: row.legalCompanyId,
      });
      // The firm hears it was appointed; the underwriter and the broker that a firm was.
      if (body.legalCompanyId !== null) {
        await tell("claim.legalAppointed", "your firm was appointed", updated, "legal");
        await tell("claim.legalAppointed", "a law firm was appointed", updated, [
          "underwriter",
          "broker",
        ]);
      }
      return updated;
    },
  });
}
