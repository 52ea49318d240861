/**
 * Test runs of a version's design: run the underwriter's test cases, list the runs, and what
 * publishing should warn about (no run, a failed run, a run of an older design revision).
 */
import { designMessages, type TLatestTestRun, type TTestRunView } from "@platform/domain";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { ratingTestRuns } from "./tables.ts";

export const presentRun = (
  row: typeof ratingTestRuns.$inferSelect,
  createdBy: string | null,
): TTestRunView => ({
  id: row.id,
  productVersionId: row.productVersionId,
  designRevision: row.designRevision,
  passed: row.passed,
  total: row.total,
  failed: row.failed,
  cases: row.cases,
  createdAt: toSeconds(row.createdAt),
  createdBy,
});

export async function runsOf(db: DbOrTx, versionId: number, limit: number) {
  return db
    .select({ run: ratingTestRuns, name: users.name })
    .from(ratingTestRuns)
    .leftJoin(users, eq(users.id, ratingTestRuns.createdByUserId))
    .where(eq(ratingTestRuns.productVersionId, versionId))
    .orderBy(desc(ratingTestRuns.id))
    .limit(limit);
}

/**
 * What publishing a version should warn about: no test run, a failed last run, or a run of an
 * older revision of the design. The product publish screen shows it; exported for the products
 * module too.
 */
export async function testRunWarning(
  db: DbOrTx,
  versionId: number,
  revision: number,
): Promise<TLatestTestRun> {
  const [latest] = await runsOf(db, versionId, 1);
  const run = latest ? presentRun(latest.run, latest.name) : null;
  const warning = !run
    ? "missing"
    : !run.passed
      ? "failed"
      : run.designRevision !== revision
        ? "stale"
        : null;
  const message =
    warning === "missing"
      ? designMessages.testRunMissing
      : warning === "failed"
        ? designMessages.testRunFailed
        : warning === "stale"
          ? designMessages.testRunStale
          : null;
  return { run, revision, warning, message };
}
