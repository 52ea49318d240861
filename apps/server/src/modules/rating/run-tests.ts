import { runTestCases } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { readableVersion, type VersionKey } from "../product-designer/index.ts";
import { authorizeRating } from "./access.ts";
import { raterFor } from "./rater.ts";
import { ratingTestRuns } from "./tables.ts";
import { presentRun } from "./test-runs.ts";

/** Runs the version's test cases and keeps the result. */
export async function runTests(ctx: Ctx, input: VersionKey) {
  const { db, actor } = ctx;
  const key = input;
  const companyId = authorizeRating(actor, "runTests");
  const { version } = await readableVersion(ctx, key);
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
