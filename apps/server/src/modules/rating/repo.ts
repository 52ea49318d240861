import type { DbOrTx } from "../../platform/db/index.ts";
import { ratingTestRuns } from "./tables.ts";

/** Records a test run (the demo designs). */
export async function insertTestRun(tx: DbOrTx, run: typeof ratingTestRuns.$inferInsert) {
  await tx.insert(ratingTestRuns).values(run);
}
