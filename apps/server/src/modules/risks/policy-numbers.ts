import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskPackages } from "./tables.ts";

/** Numbers asked about per statement, well inside PostgreSQL's limit of parameters. */
const CHUNK = 5000;

/** Which of `numbers` are policies the underwriter company already holds: a statement per 5,000. */
export async function existingPolicyNumbers(
  db: DbOrTx,
  companyId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db
      .selectDistinct({ policyNumber: riskPackages.policyNumber })
      .from(riskPackages)
      .where(
        and(
          eq(riskPackages.companyId, companyId),
          inArray(riskPackages.policyNumber, numbers.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) found.add(row.policyNumber!);
  }
  return found;
}
