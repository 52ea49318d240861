/**
 * Exact money arithmetic on whole cents for exports of millions of rows: amounts are integers
 * (cents) and percentages integers of 1/10,000 of a percent, so every step is integer arithmetic
 * with the same results as the decimal functions (`percentOf`, `splitByShares`), which are the
 * fallback whenever an intermediate product would leave the exactly representable integers.
 * The unit tests compare both over many random inputs.
 */
import { splitByShares } from "../binding-agreements/split.ts";
import { Dec } from "../rating/decimal.ts";

/** Percent scale: 37.5 % is 375,000 units; 100 % is 1,000,000. */
export const PERCENT_UNITS = 10_000;
const WHOLE = 100 * PERCENT_UNITS;
const MONEY = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d+)(?:\.(\d{1,4}))?$/;

/**
 * The common short amount ("-1234.56", "12.5", "7") read digit by digit without a regular
 * expression's match objects; NaN for anything else (the checked path then reads or rejects it).
 */
function quickCents(amount: string): number {
  const n = amount.length;
  let i = amount.charCodeAt(0) === 45 ? 1 : 0;
  const start = i;
  let whole = 0;
  for (; i < n; i += 1) {
    const c = amount.charCodeAt(i);
    if (c < 48 || c > 57) break;
    whole = whole * 10 + (c - 48);
  }
  if (i === start) return Number.NaN;
  let fraction = 0;
  if (i < n) {
    const digits = n - i - 1;
    if (amount.charCodeAt(i) !== 46 || digits < 1 || digits > 2) return Number.NaN;
    for (i += 1; i < n; i += 1) {
      const c = amount.charCodeAt(i);
      if (c < 48 || c > 57) return Number.NaN;
      fraction = fraction * 10 + (c - 48);
    }
    if (digits === 1) fraction *= 10;
  }
  const value = whole * 100 + fraction;
  if (!Number.isSafeInteger(value)) return Number.NaN;
  return start === 1 ? -value : value;
}

/** "1234.5" → 123450; throws on anything that is not a plain amount with at most two decimals. */
export function toCents(amount: string | null | undefined): number {
  if (amount === null || amount === undefined || amount === "") return 0;
  // Up to 15 characters every step is exact (at most 13 digits before the point).
  if (amount.length <= 15) {
    const quick = quickCents(amount);
    if (!Number.isNaN(quick)) return quick;
  }
  const match = MONEY.exec(amount);
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  const value = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount too large: ${amount}`);
  return match[1] ? -value : value;
}

/** "00" to "99": the cents of an amount without `padStart` (a million-row export formats 15 million). */
const CENTS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));

export function fromCents(cents: number): string {
  const abs = cents < 0 ? -cents : cents;
  const fraction = abs % 100;
  const whole = (abs - fraction) / 100;
  return cents < 0 ? `-${whole}.${CENTS[fraction]}` : `${whole}.${CENTS[fraction]}`;
}

/** "12.5" → 125000 (percent units). */
export function toPercentUnits(percent: string | number): number {
  const match = PERCENT.exec(String(percent));
  if (!match) throw new RangeError(`Not a percentage with at most four decimals: ${percent}`);
  return Number(match[1]) * PERCENT_UNITS + Number((match[2] ?? "").padEnd(4, "0"));
}

/** `cents × percent / 100` rounded half away from zero (as `percentOf`). */
export function percentOfCents(cents: number, units: number): number {
  const abs = Math.abs(cents);
  if (abs > Number.MAX_SAFE_INTEGER / Math.max(units, 1)) {
    const exact = new Dec(cents).times(units).div(WHOLE);
    return exact.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
  }
  const product = abs * units;
  const part = Math.floor(product / WHOLE) + (product % WHOLE >= WHOLE / 2 ? 1 : 0);
  return cents < 0 ? -part : part;
}

/**
 * `cents` split by shares (percent units adding up to 1,000,000) by the largest remainder, as
 * `splitByShares`: floor each part of the absolute amount, hand the missing cents one each to
 * the largest remainders (ties: larger share, then earlier), negate for a negative amount.
 */
export function splitCents(cents: number, units: readonly number[]): number[] {
  const abs = Math.abs(cents);
  if (abs > Number.MAX_SAFE_INTEGER / WHOLE) {
    const parts = splitByShares(
      fromCents(cents),
      units.map((u, key) => ({ key, percent: new Dec(u).div(PERCENT_UNITS).toString() })),
    );
    return parts.map((part) => toCents(part.amount));
  }
  const floors = new Array<number>(units.length);
  const remainders = new Array<number>(units.length);
  let allotted = 0;
  for (let i = 0; i < units.length; i += 1) {
    const product = abs * units[i]!;
    floors[i] = Math.floor(product / WHOLE);
    remainders[i] = product % WHOLE;
    allotted += floors[i]!;
  }
  // Fewer cents are missing than there are shares: each takes the largest remainder left
  // (ties: the larger share, then the earlier), found by a scan rather than a sort.
  for (let missing = abs - allotted; missing > 0; missing -= 1) {
    let best = -1;
    for (let i = 0; i < units.length; i += 1) {
      if (remainders[i]! < 0) continue;
      if (
        best < 0 ||
        remainders[i]! > remainders[best]! ||
        (remainders[i] === remainders[best] && units[i]! > units[best]!)
      )
        best = i;
    }
    floors[best] = floors[best]! + 1;
    remainders[best] = -1;
  }
  return cents < 0 ? floors.map((f) => (f === 0 ? 0 : -f)) : floors;
}
