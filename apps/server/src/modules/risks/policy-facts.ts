/**
 * What the claims module needs to know about a policy, read here so no other module
 * reads the risks tables: the package, whether a cancellation was bound (and from when), and the
 * binding agreement its main product is written under (for the claims bordereau).
 */
import { TransactionStatus, TransactionType, type TransactionTypeId } from "@platform/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { rowsOf } from "../../platform/db/rows.ts";
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

export interface LatestBound {
  transactionId: number;
  type: TransactionTypeId;
  effectiveDate: string;
  /** The main product's time zone: "today" for the policy (SPEC §3 product time zone). */
  timeZone: string;
}

/**
 * The latest bound transaction of each package's main risk (a certificate of currency is issued
 * from it), with the product's time zone; one statement whatever the number of packages.
 */
export async function latestBoundOf(
  db: DbOrTx,
  riskPackageIds: readonly number[],
): Promise<Map<number, LatestBound>> {
  if (riskPackageIds.length === 0) return new Map();
  const rows = rowsOf<{
    risk_package_id: number;
    id: number;
    type: number;
    effective_date: string;
    time_zone: string;
  }>(
    await db.execute(sql`
    select distinct on (t.risk_package_id) t.risk_package_id, t.id, t.type,
      t.effective_date::text as effective_date, pv.details->>'timeZone' as time_zone
    from risk_transactions t
    join risks r on r.id = t.risk_id
    join product_versions pv on pv.id = r.product_version_id
    where t.risk_package_id in (${sql.join(
      riskPackageIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and t.status = ${TransactionStatus.Bound}
      and r.id = (select m.id from risks m where m.risk_package_id = t.risk_package_id
        order by m.product_kind, m.position, m.id limit 1)
    order by t.risk_package_id, t.id desc`),
  );
  return new Map(
    rows.map((row) => [
      Number(row.risk_package_id),
      {
        transactionId: Number(row.id),
        type: Number(row.type) as TransactionTypeId,
        effectiveDate: row.effective_date,
        timeZone: row.time_zone,
      },
    ]),
  );
}
