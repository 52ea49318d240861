import type { TAgreementPeriodContent } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { ownAgreement } from "./agreements.ts";
import { manage, periodOf, sectionKeysOf } from "./period-access.ts";
import { checkPeriodContent, withSectionKeys } from "./period-checks.ts";
import { periodVersioning } from "./period-versioned.ts";

/** Saves a version's content (refused once a risk uses it). */
export async function savePeriodVersion(
  ctx: Ctx,
  input: TAgreementPeriodContent & { agreementId: number; periodId: number; versionId: number },
) {
  const { db, actor } = ctx;
  const { agreementId, periodId, versionId, ...content } = input;
  await manage(ctx, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.save(ctx, {
    headId: periodId,
    versionId,
    prepare: async (tx) => {
      const agreement = await ownAgreement(tx, actor.actingCompanyId ?? 0, agreementId);
      await checkPeriodContent(tx, agreement, content, periodId);
      return withSectionKeys(content, await sectionKeysOf(tx, periodId));
    },
  });
}
