/**
 * The premium of a change to a bound policy: a mid-term adjustment (ADJ), a
 * cancellation (CAN) and a reinstatement, line by line, as a `PremiumBreakdown` whose amounts are
 * the change (an additional premium positive, a return premium negative).
 *
 * The rule, stated once:
 * 1. A **fraction** of the term is charged or returned: pro rata for the days remaining
 *    (`daysRemaining / termDays`, the effective day not earned), or for a cancellation by the
 *    insured a short-rate scale's unearned part, capped so the insurer keeps any minimum earned
 *    premium.
 * 2. The **premium lines** (rated premium and each charge, matched by name) are the difference of
 *    the annual lines (new − old; a cancellation's new side is nothing) times the fraction, each
 *    rounded to the cent half away from zero; base and gross are exact sums of those lines.
 * 3. **Taxes and commission follow the same rules as new business** on that gross: levy at the
 *    rate (or the amount's difference times the fraction when it was an amount), GST on gross +
 *    levy, stamp duty on gross + levy + GST, commission at its percentage of base. An adjustment
 *    uses the rates of its effective date (its re-rated breakdown was rated on that date); a
 *    cancellation returns at the rates the policy was charged.
 * 4. **Fees**: `prorata` fees change like premium; `flat` fees are not pro-rated (an adjustment
 *    charges their change in full, a cancellation returns none of them).
 * 5. Totals (total GST, amount payable, net premium, net to underwriter) are exact sums of the
 *    rounded lines, so every breakdown adds up to the cent.
 * A reinstatement charges back exactly what the cancellation returned (each line negated).
 */

import { type Dec, type DecimalInput, toDec, ZERO } from "./decimal.ts";
import { percentOf, roundCents } from "./money.ts";
import { assembleBreakdown, type ChargeLine, type PremiumBreakdown } from "./premium.ts";
import { daysRemaining, termDays } from "./prorata.ts";

type DateInput = string | Date;

export type FeeTreatment = "prorata" | "flat";

/** Rows in ascending `upToDays`: the first row with days in force ≤ `upToDays` gives the earned %. */
export type ShortRateScale = readonly { upToDays: number; earnedPercent: DecimalInput }[];

export interface ChangeFraction {
  /** The fraction of the annual lines charged or returned (0…1). */
  fraction: Dec;
  daysRemaining: number;
  termDays: number;
  /** How the fraction was found. */
  basis: "prorata" | "short-rate" | "minimum-earned";
}

const cents = (d: Dec) => d.toFixed(2);
const amountOf = (line: string | undefined | null) => toDec(line ?? 0);

/** Pro rata of the term from `effective` to expiry. */
export function proRataFraction(
  inception: DateInput,
  expiry: DateInput,
  effective: DateInput,
): ChangeFraction {
  const term = termDays(inception, expiry);
  const days = daysRemaining(effective, inception, expiry);
  return { fraction: toDec(days).div(term), daysRemaining: days, termDays: term, basis: "prorata" };
}

/**
 * What share of the premium a cancellation returns: pro rata, or the short-rate scale's unearned
 * share when the insured cancels (never more than pro rata), capped so that at least
 * `minimumEarnedPremium` of `grossPremium` stays earned.
 */
export function cancellationFraction(input: {
  inception: DateInput;
  expiry: DateInput;
  effective: DateInput;
  grossPremium: DecimalInput;
  shortRate?: ShortRateScale | null;
  minimumEarnedPremium?: DecimalInput | null;
}): ChangeFraction {
  const result = proRataFraction(input.inception, input.expiry, input.effective);
  if (input.shortRate && input.shortRate.length > 0) {
    const inForce = result.termDays - result.daysRemaining;
    const row =
      input.shortRate.find((r) => inForce <= r.upToDays) ??
      input.shortRate[input.shortRate.length - 1];
    const unearned = toDec(1).minus(toDec(row?.earnedPercent ?? 100).div(100));
    if (unearned.lt(result.fraction)) {
      result.fraction = unearned.isNegative() ? ZERO : unearned;
      result.basis = "short-rate";
    }
  }
  const gross = toDec(input.grossPremium);
  const minimum = toDec(input.minimumEarnedPremium ?? 0);
  if (gross.gt(0) && minimum.gt(0)) {
    const cap = gross.minus(minimum).div(gross);
    const capped = cap.isNegative() ? ZERO : cap;
    if (capped.lt(result.fraction)) {
      result.fraction = capped;
      result.basis = "minimum-earned";
    }
  }
  return result;
}

function chargeChanges(
  before: readonly ChargeLine[],
  after: readonly ChargeLine[],
  fraction: Dec,
): ChargeLine[] {
  const names = [...new Set([...after.map((c) => c.name), ...before.map((c) => c.name)])];
  return names.map((name) => {
    const a = after.find((c) => c.name === name);
    const b = before.find((c) => c.name === name);
    const type = (a ?? b)?.type as ChargeLine["type"];
    const change = amountOf(a?.amount).minus(amountOf(b?.amount));
    return {
      name,
      type,
      percent: a?.percent ?? b?.percent ?? null,
      amount: cents(roundCents(change.times(fraction))),
    };
  });
}

const sum = (lines: readonly ChargeLine[]) => lines.reduce((acc, l) => acc.plus(l.amount), ZERO);

/**
 * The breakdown of a change from `before` to `after` (either may be null: nothing) charged at
 * `fraction`, taxes recomputed with `rates` (see the module comment).
 */
export function changeBreakdown(input: {
  before: PremiumBreakdown | null;
  after: PremiumBreakdown | null;
  fraction: Dec;
  rates: PremiumBreakdown["rates"];
  fees: FeeTreatment;
  /** `flat` fees on a cancellation are kept by the insurer and broker: none returned. */
  returnsFlatFees?: boolean;
}): PremiumBreakdown {
  const { before, after, fraction, rates } = input;
  const lineChange = (pick: (b: PremiumBreakdown) => string, at: Dec = fraction) =>
    roundCents(
      amountOf(after ? pick(after) : null)
        .minus(amountOf(before ? pick(before) : null))
        .times(at),
    );

  const rated = lineChange((b) => b.ratedPremium);
  const standard = chargeChanges(
    before?.standardCharges ?? [],
    after?.standardCharges ?? [],
    fraction,
  );
  const base = rated.plus(sum(standard));
  const other = chargeChanges(before?.otherCharges ?? [], after?.otherCharges ?? [], fraction);
  const discount = chargeChanges(
    before?.discountCharges ?? [],
    after?.discountCharges ?? [],
    fraction,
  );
  const gross = base.plus(sum(other)).minus(sum(discount));

  const levy =
    rates.levy !== null
      ? roundCents(gross.times(rates.levy))
      : lineChange((b) => b.emergencyServicesLevy);
  const gstRate = toDec(rates.gst);
  const premiumGst = roundCents(gross.plus(levy).times(gstRate));
  const stampDuty = roundCents(gross.plus(levy).plus(premiumGst).times(rates.stampDuty));

  const feeAt =
    input.fees === "prorata" ? fraction : input.returnsFlatFees === false ? ZERO : toDec(1);
  const adminFee = lineChange((b) => b.adminFee, feeAt);
  const brokerFee = lineChange((b) => b.brokerFee, feeAt);
  const adminFeeGst = roundCents(adminFee.times(gstRate));
  const brokerFeeGst = roundCents(brokerFee.times(gstRate));

  const commission = percentOf(base, rates.brokerCommissionPercent);
  const commissionCarriesGst = [before, after].some(
    (b) => b !== null && !toDec(b.brokerCommissionGst).isZero(),
  );
  const commissionGst = commissionCarriesGst ? roundCents(commission.times(gstRate)) : ZERO;

  return assembleBreakdown(
    {
      rated,
      standard,
      base,
      other,
      discount,
      gross,
      levy,
      premiumGst,
      stampDuty,
      adminFee,
      adminFeeGst,
      brokerFee,
      brokerFeeGst,
      commission,
      commissionGst,
    },
    rates,
  );
}

/**
 * A mid-term adjustment effective `effective`: the change from the in-force annual breakdown
 * (`before`) to the re-rated one (`after`, rated at the effective date), pro rata for the days
 * left.
 */
export function adjustmentBreakdown(input: {
  before: PremiumBreakdown;
  after: PremiumBreakdown;
  inception: DateInput;
  expiry: DateInput;
  effective: DateInput;
  fees?: FeeTreatment;
}): PremiumBreakdown & { change: ChangeFraction } {
  const change = proRataFraction(input.inception, input.expiry, input.effective);
  const breakdown = changeBreakdown({
    before: input.before,
    after: input.after,
    fraction: change.fraction,
    rates: input.after.rates,
    fees: input.fees ?? "flat",
  });
  return { ...breakdown, change };
}

/**
 * A cancellation effective `effective`: the return of the in-force breakdown (negative lines),
 * pro rata or short-rate, keeping any minimum earned premium, at the rates it was charged.
 */
export function cancellationBreakdown(input: {
  inForce: PremiumBreakdown;
  inception: DateInput;
  expiry: DateInput;
  effective: DateInput;
  fees?: FeeTreatment;
  shortRate?: ShortRateScale | null;
  minimumEarnedPremium?: DecimalInput | null;
}): PremiumBreakdown & { change: ChangeFraction } {
  const change = cancellationFraction({
    inception: input.inception,
    expiry: input.expiry,
    effective: input.effective,
    grossPremium: input.inForce.grossPremium,
    shortRate: input.shortRate,
    minimumEarnedPremium: input.minimumEarnedPremium,
  });
  const breakdown = changeBreakdown({
    before: input.inForce,
    after: null,
    fraction: change.fraction,
    rates: input.inForce.rates,
    fees: input.fees ?? "flat",
    returnsFlatFees: false,
  });
  return { ...breakdown, change };
}

const negate = (amount: string) => {
  const d = toDec(amount);
  return d.isZero() ? "0.00" : d.neg().toFixed(2);
};
const negateCharges = (lines: readonly ChargeLine[]) =>
  lines.map((line) => ({ ...line, amount: negate(line.amount) }));

/** A reinstatement charges back exactly what the cancellation returned, line by line. */
export function reinstatementBreakdown(cancellation: PremiumBreakdown): PremiumBreakdown {
  return {
    ...cancellation,
    ratedPremium: negate(cancellation.ratedPremium),
    standardCharges: negateCharges(cancellation.standardCharges),
    basePremium: negate(cancellation.basePremium),
    otherCharges: negateCharges(cancellation.otherCharges),
    discountCharges: negateCharges(cancellation.discountCharges),
    grossPremium: negate(cancellation.grossPremium),
    emergencyServicesLevy: negate(cancellation.emergencyServicesLevy),
    premiumGst: negate(cancellation.premiumGst),
    stampDuty: negate(cancellation.stampDuty),
    adminFee: negate(cancellation.adminFee),
    adminFeeGst: negate(cancellation.adminFeeGst),
    brokerFee: negate(cancellation.brokerFee),
    brokerFeeGst: negate(cancellation.brokerFeeGst),
    totalGst: negate(cancellation.totalGst),
    amountPayable: negate(cancellation.amountPayable),
    brokerCommission: negate(cancellation.brokerCommission),
    brokerCommissionGst: negate(cancellation.brokerCommissionGst),
    netPremium: negate(cancellation.netPremium),
    netToUnderwriter: negate(cancellation.netToUnderwriter),
  };
}

/** Sum of breakdowns' money lines (e.g. the policy's premium to date), for reconciliation. */
export function sumLine(breakdowns: readonly PremiumBreakdown[], line: keyof PremiumBreakdown) {
  return cents(breakdowns.reduce((acc, b) => acc.plus(amountOf(b[line] as string)), ZERO as Dec));
}
