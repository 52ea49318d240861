/**
 * Splitting an amount between quota-share participants (the syndicates of a binding-agreement
 * section, or the reinsurance syndicates of a risk code) so the parts add up to the cent.
 *
 * The remainder rule (largest remainder, also called Hamilton's method):
 * 1. each share's exact part is `amount × share / 100`;
 * 2. each part is first cut to whole cents towards zero;
 * 3. the cents still missing from the total go, one each, to the parts whose cut-off fraction was
 *    largest; equal fractions go to the larger share, then to the earlier participant.
 * A negative amount (a return premium) is split as its absolute value and negated, so a return
 * exactly mirrors the additional premium it reverses. Shares must add up to exactly 100.
 */
import { Dec, type DecimalInput, toDec } from "../rating/decimal.ts";

export interface ShareInput<K> {
  key: K;
  /** Percent of the whole, e.g. `37.5`. */
  percent: DecimalInput;
}

export interface SharePart<K> {
  key: K;
  percent: string;
  amount: string;
}

export class SharesDoNotTotal100 extends Error {
  constructor(total: string) {
    super(`Shares must add up to 100 (they add up to ${total})`);
    this.name = "SharesDoNotTotal100";
  }
}

/** True when the percentages add up to exactly 100 (exact decimal sum, no tolerance). */
export function sharesTotal100(percents: readonly DecimalInput[]): boolean {
  return percents.reduce<Dec>((sum, p) => sum.plus(toDec(p)), new Dec(0)).equals(100);
}

export function splitByShares<K>(
  amount: DecimalInput,
  shares: readonly ShareInput<K>[],
): SharePart<K>[] {
  const total = shares.reduce<Dec>((sum, share) => sum.plus(toDec(share.percent)), new Dec(0));
  if (!total.equals(100)) throw new SharesDoNotTotal100(total.toString());
  const whole = toDec(amount);
  const sign = whole.isNegative() ? -1 : 1;
  const cents = whole.abs().times(100);
  if (!cents.isInteger()) throw new RangeError("The amount to split must be in whole cents");

  const exact = shares.map((share, index) => {
    const part = cents.times(toDec(share.percent)).div(100);
    const floor = part.floor();
    return { index, percent: toDec(share.percent), floor, fraction: part.minus(floor) };
  });
  const allotted = exact.reduce<Dec>((sum, part) => sum.plus(part.floor), new Dec(0));
  let missing = cents.minus(allotted).toNumber();
  const byRemainder = [...exact].sort(
    (a, b) =>
      b.fraction.comparedTo(a.fraction) || b.percent.comparedTo(a.percent) || a.index - b.index,
  );
  const extra = new Set<number>();
  for (const part of byRemainder) {
    if (missing <= 0) break;
    extra.add(part.index);
    missing -= 1;
  }
  return exact.map((part) => {
    const partCents = part.floor.plus(extra.has(part.index) ? 1 : 0);
    const value = partCents.div(100).times(sign);
    return {
      key: shares[part.index]!.key,
      percent: part.percent.toString(),
      amount: value.isZero() ? "0.00" : value.toFixed(2),
    };
  });
}
