import { Dec, type DecimalInput, toDec } from "./decimal.ts";

/**
 * THE rounding rule of the rating core. Every money line is rounded to the cent, half away from
 * zero (1.005 → 1.01, -1.005 → -1.01), from the exact value computed from the already-rounded
 * lines it depends on; totals are never rounded on their own, they are exact sums and differences
 * of rounded lines, so a breakdown always adds up to its total to the cent. The rule is symmetric,
 * so a return premium is exactly the negation of the matching additional premium.
 */
export function roundCents(amount: DecimalInput): Dec {
  return toDec(amount).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

/** A money value as a string with exactly two decimals (`"1234.50"`), for JSON and `numeric(14,2)`. */
export function formatCents(amount: DecimalInput): string {
  return roundCents(amount).toFixed(2);
}

/** `percent`% of `amount`, rounded by the rule (`percentOf(200, 7.5)` = 15.00). */
export function percentOf(amount: DecimalInput, percent: DecimalInput): Dec {
  return roundCents(toDec(amount).times(toDec(percent)).div(100));
}
