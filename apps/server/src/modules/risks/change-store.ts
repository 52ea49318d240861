/**
 * Writes for changes to a bound policy (the policy-changes module): new transactions
 * appended to a package's risks, and whether a later term renews the package (SPEC §4 read-only
 * rule). The risk tables stay this module's own.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskPackages, riskTransactions } from "./tables.ts";

export type NewRiskTransaction = typeof riskTransactions.$inferInsert;

/** Appends transactions (one statement). */
export async function appendTransactions(tx: DbOrTx, rows: NewRiskTransaction[]) {
  if (rows.length === 0) return;
  await tx.insert(riskTransactions).values(rows);
}

/** Whether a later term renews the package (it is then not the latest in its chain). */
export async function isRenewed(db: DbOrTx, riskPackageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: riskPackages.id })
    .from(riskPackages)
    .where(eq(riskPackages.renewalOfRiskPackageId, riskPackageId))
    .limit(1);
  return row !== undefined;
}
