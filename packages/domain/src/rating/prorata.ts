import { toEpochDay } from "./dates.ts";
import { type DecimalInput, toDec } from "./decimal.ts";
import { formatCents, roundCents } from "./money.ts";

type DateInput = string | Date;

/**
 * Days of cover from inception to expiry: the inception day counts, the expiry day does not
 * (cover runs to the start of the expiry date), so it is simply expiry − inception in calendar
 * days. A year from 2024-01-01 to 2025-01-01 is 366 days (leap year), from 2025-01-01 to
 * 2026-01-01 is 365. Dates are calendar dates (`YYYY-MM-DD`, or a Date's UTC date). Throws
 * `RangeError` unless expiry is after inception.
 */
export function termDays(inception: DateInput, expiry: DateInput): number {
  const days = toEpochDay(expiry) - toEpochDay(inception);
  if (days <= 0) throw new RangeError("Expiry must be after inception");
  return days;
}

/**
 * Days of cover left from an effective date (a change or cancellation takes effect at the start of
 * that day, which is therefore not yet earned) to expiry, by the same convention as `termDays`.
 * Clamped to `[0, termDays]`.
 */
export function daysRemaining(
  effective: DateInput,
  inception: DateInput,
  expiry: DateInput,
): number {
  const term = termDays(inception, expiry);
  const left = toEpochDay(expiry) - toEpochDay(effective);
  return Math.min(term, Math.max(0, left));
}

/**
 * `amount × daysRemaining / termDays`, exact, then rounded to the cent half away from zero (the
 * rating rounding rule). Negative amounts give the exact negation of the positive result.
 */
export function proRata(amount: DecimalInput, daysRemaining: number, termDays: number): string {
  if (!Number.isInteger(daysRemaining) || !Number.isInteger(termDays) || termDays <= 0)
    throw new RangeError("Days must be whole numbers and the term positive");
  return formatCents(toDec(amount).times(daysRemaining).div(termDays));
}

export interface ProRataAdjustment {
  /** `additional` premium charged, `return` premium refunded, or `none`. */
  kind: "additional" | "return" | "none";
  /** Always ≥ 0, two decimals. */
  amount: string;
  /** Additional positive, return negative. */
  signed: string;
  daysRemaining: number;
  termDays: number;
}

function adjustment(signed: string, days: number, term: number): ProRataAdjustment {
  const d = toDec(signed);
  return {
    kind: d.isZero() ? "none" : d.isNegative() ? "return" : "additional",
    amount: d.abs().toFixed(2),
    signed: d.isZero() ? "0.00" : d.toFixed(2),
    daysRemaining: days,
    termDays: term,
  };
}

/** Mid-term adjustment: the change in annual(ised) premium for the term, pro rata for the days left. */
export function adjustmentPremium(input: {
  previousPremium: DecimalInput;
  newPremium: DecimalInput;
  inception: DateInput;
  expiry: DateInput;
  effective: DateInput;
}): ProRataAdjustment {
  const term = termDays(input.inception, input.expiry);
  const days = daysRemaining(input.effective, input.inception, input.expiry);
  const change = roundCents(input.newPremium).minus(roundCents(input.previousPremium));
  return adjustment(proRata(change, days, term), days, term);
}

/**
 * Cancellation: the pro-rata return of the term's premium for the days left, never returning more
 * than premium − `minimumEarnedPremium` (default 0) when a product keeps a minimum earned premium.
 */
export function cancellationReturn(input: {
  premium: DecimalInput;
  inception: DateInput;
  expiry: DateInput;
  effective: DateInput;
  minimumEarnedPremium?: DecimalInput;
}): ProRataAdjustment & { earnedPremium: string } {
  const term = termDays(input.inception, input.expiry);
  const days = daysRemaining(input.effective, input.inception, input.expiry);
  const premium = roundCents(input.premium);
  let refund = toDec(proRata(premium, days, term));
  const cap = premium.minus(roundCents(input.minimumEarnedPremium ?? 0));
  if (refund.gt(cap)) refund = cap.isNegative() ? toDec(0) : cap;
  const result = adjustment(refund.neg().toFixed(2), days, term);
  return { ...result, earnedPremium: premium.minus(refund).toFixed(2) };
}
