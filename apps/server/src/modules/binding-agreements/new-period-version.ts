import type { Ctx } from "../../platform/context/index.ts";
import { manage, periodOf } from "./period-access.ts";
import { periodVersioning } from "./period-versioned.ts";

/** A new draft copying the period's newest version. */
export async function newPeriodVersion(ctx: Ctx, input: { agreementId: number; periodId: number }) {
  const { db } = ctx;
  const { agreementId, periodId } = input;
  await manage(ctx, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning.newVersion(ctx, { headId: periodId });
}
