/**
 * A term's policy state (`policyStatus` of the domain) from its main risk's transactions, on
 * today's date in the main product's time zone: for a loaded package without a statement, and
 * for a page of packages as two columns of the statement that reads the page.
 */
import { type PolicyTransactionFacts, policyStatus, type TPolicyStatus } from "@platform/domain";
import { sql } from "drizzle-orm";
import { todayIn } from "../rating/index.ts";
import type { LoadedPackage } from "./load.ts";
import type { RiskPackageRow } from "./tables.ts";

const DEFAULT_TIME_ZONE = "Australia/Sydney";

export function policyStatusOfLoaded(loaded: LoadedPackage, now: Date): TPolicyStatus {
  const main = loaded.risks[0];
  const transactions = main ? loaded.transactions.filter((tx) => tx.riskId === main.risk.id) : [];
  const today = todayIn(main?.version.details.timeZone ?? DEFAULT_TIME_ZONE, now);
  return policyStatus(loaded.row, transactions, today);
}

/** The state of a list row whose main risk's transactions were read with it (`mainTransactionsJson`). */
export function policyStatusOfRow(
  pkg: Pick<RiskPackageRow, "expiryDate">,
  transactions: readonly PolicyTransactionFacts[] | null,
  timeZone: string | null,
  now: Date,
): TPolicyStatus {
  return policyStatus(pkg, transactions ?? [], todayIn(timeZone ?? DEFAULT_TIME_ZONE, now));
}

/**
 * The main risk's transactions (oldest first) of the package in scope as `risk_packages`, as a
 * JSON column of the statement that reads the package: a list gets its states in its own query.
 */
export const mainTransactionsJson = sql<PolicyTransactionFacts[]>`coalesce((
  select json_agg(json_build_object(
    'type', t.type, 'status', t.status, 'effectiveDate', t.effective_date::text,
    'reinstatesTransactionId', t.reinstates_transaction_id) order by t.id)
  from risk_transactions t
  where t.risk_id = (select m.id from risks m where m.risk_package_id = risk_packages.id
    order by m.product_kind, m.position, m.id limit 1)
), '[]'::json)`;

/** The main product's time zone of the package in scope as `risk_packages`. */
export const mainTimeZone = sql<string | null>`(select pv.details->>'timeZone' from risks m
  join product_versions pv on pv.id = m.product_version_id
  where m.risk_package_id = risk_packages.id order by m.product_kind, m.position, m.id limit 1)`;
