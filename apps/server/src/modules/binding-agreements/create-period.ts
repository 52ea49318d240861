import type { TAgreementPeriodContent } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { ownAgreement } from "./agreements.ts";
import { manage } from "./period-access.ts";
import { checkPeriodContent, withSectionKeys } from "./period-checks.ts";
import { periodVersioning } from "./period-versioned.ts";

/** Adds a period to the agency's agreement; its first version is a saved draft. */
export async function createPeriod(
  ctx: Ctx,
  input: TAgreementPeriodContent & { agreementId: number },
) {
  const { actor } = ctx;
  const { agreementId, ...content } = input;
  await manage(ctx, agreementId);
  return periodVersioning.create(ctx, {
    prepare: async (tx) => {
      const agreement = await ownAgreement(tx, actor.actingCompanyId ?? 0, agreementId);
      await checkPeriodContent(tx, agreement, content);
      return {
        content: withSectionKeys(content, new Set()),
        saved: true,
        headValues: { bindingAgreementId: agreementId },
        data: {
          bindingAgreementId: agreementId,
          dateFrom: content.dateFrom,
          dateTo: content.dateTo,
        },
      };
    },
  });
}
