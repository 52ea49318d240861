/**
 * Rating the transactions of a risk package with the rating engine: each risk on its pinned
 * version, with its answers, the underwriter's overrides and manual adjustment, the insured's
 * state and small business declaration, and the transaction's effective date for taxes.
 */
import {
  Dec,
  type PremiumBreakdown,
  type RatingResult,
  type TInsured,
  termPremium,
} from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ratePinnedVersion } from "../rating/index.ts";
import type { PinnedRisk } from "./load.ts";
import type {
  RiskPackageRow,
  RiskTransactionRow,
  StoredFormulaValue,
  StoredRuleOutcome,
} from "./tables.ts";

export interface RatedTransaction {
  result: RatingResult;
  /** The columns of the transaction the rating sets. */
  columns: {
    values: StoredFormulaValue[];
    rules: StoredRuleOutcome[];
    premium: RatingResult["premium"];
    premiumError: string | null;
    basePremium: string | null;
    grossPremium: string | null;
    amountPayable: string | null;
  };
}

export async function rateTransaction(
  db: DbOrTx,
  pkg: Pick<RiskPackageRow, "insured">,
  pinned: PinnedRisk,
  tx: Pick<
    RiskTransactionRow,
    "answers" | "overrides" | "effectiveDate" | "manualBasePremium" | "discountPercent"
  >,
): Promise<RatedTransaction> {
  const insured = pkg.insured as TInsured;
  const discount = Number(tx.discountPercent ?? 0);
  const result = await ratePinnedVersion(db, pinned.version, {
    answers: tx.answers,
    overrides: tx.overrides,
    state: insured.address?.state ?? null,
    taxDate: tx.effectiveDate,
    smallBusinessDeclaration: insured.smallBusinessDeclaration === true,
    manual:
      tx.manualBasePremium !== null || discount > 0
        ? { basePremium: tx.manualBasePremium, discountPercent: discount }
        : null,
  });
  const overridden = new Set(Object.keys(tx.overrides));
  const values: StoredFormulaValue[] = [
    ...result.propertyFormulas.map((f) => ({
      name: f.name,
      title: f.title,
      dataType: f.dataType,
      value: f.value,
      underwriting: false,
      ...(overridden.has(f.name) ? { overridden: true } : {}),
    })),
    ...result.underwritingFormulas.map((f) => ({
      name: f.name,
      title: f.title,
      dataType: f.dataType,
      value: f.value,
      underwriting: true,
      ...(overridden.has(f.name) ? { overridden: true } : {}),
    })),
  ];
  const rules: StoredRuleOutcome[] = result.rules
    .filter((r) => r.fired)
    .map((r) => ({
      outcome: r.outcome === "endorsement" ? "endorse" : r.outcome,
      message: r.message,
      name: r.name,
    }));
  const premium = result.premium;
  return {
    result,
    columns: {
      values,
      rules,
      premium,
      premiumError: result.premiumError,
      basePremium: premium?.basePremium ?? null,
      grossPremium: premium?.grossPremium ?? null,
      amountPayable: premium?.amountPayable ?? null,
    },
  };
}

/** The package's gross premium: the sum over its risks (null when none is rated). */
export function totalGross(values: readonly (string | null)[]): string | null {
  const present = values.filter((v): v is string => v !== null);
  if (present.length === 0) return null;
  return present.reduce((sum, v) => sum.plus(v), new Dec(0)).toFixed(2);
}

/**
 * The term's gross premium as the package shows it: once anything is bound, the sum of every
 * bound transaction of every risk (new business or renewal, then each change's additional or
 * return premium: the term's total net of returns); before that, the current quote's.
 */
export function termGross(
  transactions: readonly { id: number; status: number; premium: PremiumBreakdown | null }[],
  current: readonly (string | null)[],
): string | null {
  return termPremium(transactions)?.grossPremium ?? totalGross(current);
}
