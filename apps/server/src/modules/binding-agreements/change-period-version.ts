import type { Ctx } from "../../platform/context/index.ts";
import { manage, periodOf } from "./period-access.ts";
import { periodVersioning } from "./period-versioned.ts";

type VersionChange = "publish" | "unpublish" | "deleteVersion";

/** Publish, unpublish or delete a version (the kernel's rules: 409 with the spec's message). */
export async function changePeriodVersion(
  ctx: Ctx,
  input: { change: VersionChange; agreementId: number; periodId: number; versionId: number },
) {
  const { db } = ctx;
  const { change, agreementId, periodId, versionId } = input;
  await manage(ctx, agreementId);
  await periodOf(db, agreementId, periodId);
  return periodVersioning[change](ctx, { headId: periodId, versionId });
}
