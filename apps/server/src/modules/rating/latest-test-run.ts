import type { Ctx } from "../../platform/context/index.ts";
import { designOfVersion, readableVersion, type VersionKey } from "../product-designer/index.ts";
import { testRunWarning } from "./test-runs.ts";

/** The last test run and what publishing should warn about (missing, failed, stale). */
export async function latestTestRun(ctx: Ctx, input: VersionKey) {
  const { db } = ctx;
  const { version } = await readableVersion(ctx, input);
  const design = await designOfVersion(db, version.id);
  return testRunWarning(db, version.id, design.revision);
}
