import type { Ctx } from "../../platform/context/index.ts";
import { manage, periodOf } from "./period-access.ts";
import { periodVersioning } from "./period-versioned.ts";

/** Deletes a period no risk uses. */
export async function deletePeriod(ctx: Ctx, input: { agreementId: number; periodId: number }) {
  const { db } = ctx;
  const { agreementId, periodId } = input;
  await manage(ctx, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.remove(ctx, {
    headId: periodId,
    data: (head) => ({ bindingAgreementId: head.bindingAgreementId }),
  });
}
