import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskCodePeriodSyndicates } from "./tables.ts";

/** Whether any risk code period shares its capacity with the syndicate. */
export async function syndicateInUse(db: DbOrTx, syndicateId: number): Promise<boolean> {
  const [used] = await db
    .select({ periodId: riskCodePeriodSyndicates.periodId })
    .from(riskCodePeriodSyndicates)
    .where(eq(riskCodePeriodSyndicates.syndicateId, syndicateId))
    .limit(1);
  return Boolean(used);
}
