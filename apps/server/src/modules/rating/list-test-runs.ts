import type { Ctx } from "../../platform/context/index.ts";
import { readableVersion, type VersionKey } from "../product-designer/index.ts";
import { presentRun, runsOf } from "./test-runs.ts";

/** The version's last 20 test runs, newest first. */
export async function listTestRuns(ctx: Ctx, input: VersionKey) {
  const { version } = await readableVersion(ctx, input);
  const rows = await runsOf(ctx.db, version.id, 20);
  return { data: rows.map((r) => presentRun(r.run, r.name)), meta: { total: rows.length } };
}
