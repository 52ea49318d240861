import type { Ctx } from "../../platform/context/index.ts";
import { namesOf, readableVersions, versionNotFound } from "./period-access.ts";
import { presentPeriodVersion } from "./period-present.ts";

/** One version of a period, if the acting company sees it. */
export async function getPeriodVersion(
  ctx: Ctx,
  input: { agreementId: number; periodId: number; versionId: number },
) {
  const { db } = ctx;
  const { role, head, versions: seen } = await readableVersions(ctx, input);
  const version = seen.find((row) => row.id === input.versionId);
  if (!version) throw versionNotFound();
  return {
    ...presentPeriodVersion(version, seen.length === 1, role),
    names: await namesOf(db, head.companyId, version),
  };
}
