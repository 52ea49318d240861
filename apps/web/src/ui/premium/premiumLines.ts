/**
 * Every line of a rating engine's premium breakdown (packages/domain PremiumBreakdown), in the
 * order a premium summary reads: the rated premium and its charges down to the amount payable,
 * then what the broker keeps and what reaches the underwriter. Shared by the quick quote and the
 * risks screens.
 */
import "../../i18n/strings/premium.ts";
import type { PremiumBreakdown } from "@platform/domain/rating/premium";

export type PremiumLineKind = "line" | "charge" | "discount" | "subtotal" | "total" | "note";

export interface PremiumLine {
  key: string;
  /** An i18n key under `premium.lines`, or the charge's own name. */
  label: { key: string; values?: Record<string, string> } | { text: string };
  amount: string;
  kind: PremiumLineKind;
  /** Shown after the label, e.g. a percentage rate. */
  rate?: string;
}

/** "12.5" → "12.5%". */
const percent = (value: string | null | undefined) =>
  value === null || value === undefined || value === "" ? undefined : `${Number(value)}%`;
/** A rate kept as a fraction ("0.1") → "10%"; a zero rate is not shown. */
const fraction = (value: string | null | undefined) =>
  value === null || value === undefined || Number(value) === 0
    ? undefined
    : `${Number((Number(value) * 100).toFixed(4))}%`;

export function premiumLines(p: PremiumBreakdown): PremiumLine[] {
  const line = (
    key: keyof PremiumBreakdown & string,
    kind: PremiumLineKind = "line",
    rate?: string,
  ): PremiumLine => ({ key, label: { key }, amount: String(p[key]), kind, rate });
  const charge =
    (kind: PremiumLineKind, prefix: string) =>
    (c: PremiumBreakdown["standardCharges"][number], i: number): PremiumLine => ({
      key: `${prefix}-${i}`,
      label: { text: c.name },
      amount: kind === "discount" ? `-${c.amount}` : c.amount,
      kind,
      rate: percent(c.percent),
    });
  const dutyRate = p.rates.stampDutyExempt ? undefined : fraction(p.rates.stampDuty);
  return [
    line("ratedPremium"),
    ...p.standardCharges.map(charge("charge", "standard")),
    line("basePremium", "subtotal"),
    ...p.otherCharges.map(charge("charge", "other")),
    ...p.discountCharges.map(charge("discount", "discount")),
    line("grossPremium", "subtotal"),
    line("emergencyServicesLevy", "line", fraction(p.rates.levy)),
    line("premiumGst", "line", fraction(p.rates.gst)),
    line("stampDuty", "line", dutyRate),
    line("adminFee"),
    line("adminFeeGst"),
    line("brokerFee"),
    line("brokerFeeGst"),
    line("totalGst", "note"),
    line("amountPayable", "total"),
    line("brokerCommission", "line", percent(p.rates.brokerCommissionPercent)),
    line("brokerCommissionGst"),
    line("netPremium", "subtotal"),
    line("netToUnderwriter", "subtotal"),
  ];
}
