/**
 * A policy term's premium: the one place it is computed. The term's breakdown is the sum, line
 * by line, of its bound transactions' breakdowns — new business or renewal, then each change's
 * additional (positive) or return (negative) premium — so it is the term's total net of returns.
 * Every line is an exact decimal sum of lines already rounded to the cent, so the term's lines
 * add up to its totals as each transaction's do.
 */
import { TransactionStatus } from "../enums.ts";
import { type Dec, toDec, ZERO } from "./decimal.ts";
import type { ChargeLine, PremiumBreakdown } from "./premium.ts";

/** What the sum reads of a transaction (any risk of the package, any order). */
export interface TermTransaction {
  id?: number;
  status: number;
  premium: PremiumBreakdown | null;
}

type MoneyLine = {
  [K in keyof PremiumBreakdown]: PremiumBreakdown[K] extends string ? K : never;
}[keyof PremiumBreakdown];

/** Every money line of a breakdown, by name, in the type's order. */
export const premiumMoneyLines = [
  "ratedPremium",
  "basePremium",
  "grossPremium",
  "emergencyServicesLevy",
  "premiumGst",
  "stampDuty",
  "adminFee",
  "adminFeeGst",
  "brokerFee",
  "brokerFeeGst",
  "totalGst",
  "amountPayable",
  "brokerCommission",
  "brokerCommissionGst",
  "netPremium",
  "netToUnderwriter",
] as const satisfies readonly MoneyLine[];

const cents = (d: Dec) => (d.isZero() ? "0.00" : d.toFixed(2));

/** Charges of the same type and name are one line; a percentage shows only when all agree. */
function sumCharges(groups: readonly (readonly ChargeLine[])[]): ChargeLine[] {
  const byName = new Map<string, { line: ChargeLine; total: Dec }>();
  for (const lines of groups)
    for (const c of lines) {
      const key = `${c.type}\u0000${c.name}`;
      const seen = byName.get(key);
      if (!seen) byName.set(key, { line: c, total: toDec(c.amount) });
      else {
        seen.total = seen.total.plus(c.amount);
        if (seen.line.percent !== c.percent) seen.line = { ...seen.line, percent: null };
      }
    }
  return [...byName.values()].map(({ line, total }) => ({ ...line, amount: cents(total) }));
}

/** The line-by-line sum of breakdowns; the rates are the last one's, the sources all of theirs. */
export function sumBreakdowns(breakdowns: readonly PremiumBreakdown[]): PremiumBreakdown | null {
  const last = breakdowns.at(-1);
  if (!last) return null;
  const lines = Object.fromEntries(
    premiumMoneyLines.map((key) => [
      key,
      cents(breakdowns.reduce((acc, b) => acc.plus(b[key]), ZERO as Dec)),
    ]),
  ) as Pick<PremiumBreakdown, MoneyLine>;
  return {
    ...lines,
    standardCharges: sumCharges(breakdowns.map((b) => b.standardCharges)),
    otherCharges: sumCharges(breakdowns.map((b) => b.otherCharges)),
    discountCharges: sumCharges(breakdowns.map((b) => b.discountCharges)),
    rates: {
      ...last.rates,
      sources: [...new Set(breakdowns.flatMap((b) => b.rates.sources))],
    },
  };
}

/** The term's premium: the sum of its bound transactions' breakdowns (null while nothing is bound). */
export function termPremium(transactions: readonly TermTransaction[]): PremiumBreakdown | null {
  const bound = transactions
    .filter((t) => t.status === TransactionStatus.Bound && t.premium !== null)
    .sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  return sumBreakdowns(bound.map((t) => t.premium as PremiumBreakdown));
}
