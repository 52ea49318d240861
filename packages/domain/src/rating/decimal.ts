import Decimal from "decimal.js";

/**
 * The rating core's own Decimal constructor: 40 significant digits, ties rounded half away from
 * zero (`ROUND_HALF_UP` in decimal.js). A clone, so the global `Decimal` configuration that other
 * code may rely on is never touched.
 */
export const Dec = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Dec = InstanceType<typeof Dec>;

/** Anything accepted as an amount: a Decimal (of any clone), a decimal string, or a JS number. */
export type DecimalInput = Decimal.Value;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
export const HUNDRED = new Dec(100);

export function isDecimal(v: unknown): v is Decimal {
  return Decimal.isDecimal(v);
}

/** Converts to the rating clone; throws `RangeError` on anything that is not a finite number. */
export function toDec(v: DecimalInput): Dec {
  const d = new Dec(v);
  if (!d.isFinite()) throw new RangeError(`Not a finite number: ${String(v)}`);
  return d;
}
