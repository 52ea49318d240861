/**
 * Combining a measure's parts across rows, buckets or groups: an average or a ratio is
 * Σnumerator ÷ Σdenominator over everything it covers (never the mean of the parts' averages,
 * which would weigh a month of 2 policies like a month of 200).
 */
import Decimal from "decimal.js";

export interface MeasurePart {
  /** The sum (premium, hours, policies bound, claims incurred) as a decimal string. */
  sum: string;
  /** What it is divided by for an average or a ratio (items, quotes, earned premium). */
  count: string;
}

export function combineSum(parts: readonly MeasurePart[]): string {
  return parts.reduce((total, part) => total.plus(part.sum), new Decimal(0)).toFixed(2);
}

/** Σsum ÷ Σcount to `places` decimals (half up); null when nothing was counted. */
export function combineAverage(parts: readonly MeasurePart[], places = 4): string | null {
  const sum = parts.reduce((total, part) => total.plus(part.sum), new Decimal(0));
  const count = parts.reduce((total, part) => total.plus(part.count), new Decimal(0));
  if (count.isZero()) return null;
  return sum.dividedBy(count).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** The change from `previous` to `current` as a fraction of `previous`; null from zero. */
export function changeAgainst(current: string | null, previous: string | null): string | null {
  if (current === null || previous === null) return null;
  const before = new Decimal(previous);
  if (before.isZero()) return null;
  return new Decimal(current).minus(before).dividedBy(before.abs()).toDecimalPlaces(4).toFixed(4);
}
