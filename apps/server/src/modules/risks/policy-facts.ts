/**
 * What the claims module needs to know about a policy, read here so no other module
 * reads the risks tables: the package, whether a cancellation was bound (and from when), and the
 * binding agreement its main product is written under (for the claims bordereau).
 */
import { TransactionStatus, TransactionType } from "@platform/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { pinnedRisksOf } from "./load.ts";
import { type RiskPackageRow, riskPackages, riskTransactions } from "./tables.ts";

export interface PolicyFacts {
  pkg: RiskPackageRow;
  /** The effective date of a bound cancellation (the cover ends there), else null. */
  cancelledFrom: string | null;
  bindingAgreementId: number | null;
}

/** The facts of one package (two statements), or null when there is none. */
export async function policyFacts(db: DbOrTx, riskPackageId: number): Promise<PolicyFacts | null> {
  const [row] = await db
    .select({
      pkg: riskPackages,
      cancelledFrom: sql<
        string | null
      >`(select min(${riskTransactions.effectiveDate})::text from ${riskTransactions} where ${riskTransactions.riskPackageId} = ${riskPackages.id} and ${riskTransactions.type} = ${TransactionType.Cancellation} and ${riskTransactions.status} = ${TransactionStatus.Bound})`,
    })
    .from(riskPackages)
    .where(eq(riskPackages.id, riskPackageId));
  if (!row) return null;
  const [main] = await pinnedRisksOf(db, riskPackageId);
  const agreementId = main?.version.details.placement?.bindingAgreementId;
  return {
    pkg: row.pkg,
    cancelledFrom: row.cancelledFrom ?? null,
    bindingAgreementId: typeof agreementId === "number" ? agreementId : null,
  };
}

/** Bound packages carrying `policyNumber` (policy numbers are unique per underwriter company). */
export async function packageIdsByPolicyNumber(db: DbOrTx, policyNumber: string) {
  const rows = await db
    .select({ id: riskPackages.id })
    .from(riskPackages)
    .where(eq(riskPackages.policyNumber, policyNumber))
    .limit(2);
  return rows.map((r) => r.id);
}

/** Packages by id, for lists naming their policies (one statement). */
export async function packagesByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, RiskPackageRow>();
  const rows = await db
    .select()
    .from(riskPackages)
    .where(inArray(riskPackages.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
