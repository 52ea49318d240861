/**
 * Test runs of a version's design: run the underwriter's test cases, list the runs, and what
 * publishing should warn about (no run, a failed run, a run of an older design revision).
 */
import {
  designMessages,
  Permission,
  runTestCases,
  type TLatestTestRun,
  type TTestRunView,
} from "@platform/domain";
import { desc, eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { designOfVersion, readableVersion, type VersionKey } from "../product-designer/index.ts";
import { toSeconds } from "../users/index.ts";
import { users } from "../users/tables.ts";
import { raterFor } from "./rater.ts";
import { ratingTestRuns } from "./tables.ts";

const presentRun = (
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

export async function runTests(db: Db, actor: Actor, key: VersionKey) {
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageProducts);
  const { version } = await readableVersion(db, actor, key);
  const rater = await raterFor(db, version);
  const result = runTestCases(rater.compiled, rater.context, rater.row.testCases);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(ratingTestRuns)
      .values({
        companyId,
        productVersionId: version.id,
        designRevision: rater.row.revision,
        passed: result.passed,
        total: result.total,
        failed: result.failed,
        cases: result.cases,
        createdByUserId: actor.user.id,
      })
      .returning();
    await audit(
      tx,
      {
        action: "productDesign.testRun",
        userId: actor.user.id,
        companyId,
        subjectType: "product",
        subjectId: key.productId,
        data: {
          versionId: version.id,
          passed: result.passed,
          total: result.total,
          failed: result.failed,
        },
      },
      actor,
    );
    return presentRun(row!, actor.user.row.name);
  });
}

async function runsOf(db: DbOrTx, versionId: number, limit: number) {
  return db
    .select({ run: ratingTestRuns, name: users.name })
    .from(ratingTestRuns)
    .leftJoin(users, eq(users.id, ratingTestRuns.createdByUserId))
    .where(eq(ratingTestRuns.productVersionId, versionId))
    .orderBy(desc(ratingTestRuns.id))
    .limit(limit);
}

export async function listTestRuns(db: DbOrTx, actor: Actor, key: VersionKey) {
  const { version } = await readableVersion(db, actor, key);
  const rows = await runsOf(db, version.id, 20);
  return { data: rows.map((r) => presentRun(r.run, r.name)), meta: { total: rows.length } };
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

export async function latestTestRun(db: DbOrTx, actor: Actor, key: VersionKey) {
  const { version } = await readableVersion(db, actor, key);
  const design = await designOfVersion(db, version.id);
  return testRunWarning(db, version.id, design.revision);
}
