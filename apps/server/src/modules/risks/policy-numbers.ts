import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskPackages } from "./tables.ts";

/** Which of `numbers` are policies the underwriter company already holds: one statement. */
export async function existingPolicyNumbers(
  db: DbOrTx,
  companyId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ policyNumber: riskPackages.policyNumber })
    .from(riskPackages)
    .where(
      and(eq(riskPackages.companyId, companyId), inArray(riskPackages.policyNumber, [...numbers])),
    );
  return new Set(rows.map((row) => row.policyNumber!));
}
