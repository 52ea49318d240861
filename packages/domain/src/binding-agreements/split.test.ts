import { describe, expect, it } from "vitest";
import { Dec } from "../rating/decimal.ts";
import { SharesDoNotTotal100, sharesTotal100, splitByShares } from "./split.ts";

/** A small deterministic generator (mulberry32) so failures reproduce. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` shares with up to `decimals` decimals that add up to exactly 100. */
function generateShares(next: () => number, count: number, decimals: number): string[] {
  const unit = 10 ** decimals;
  let left = 100 * unit;
  const shares: number[] = [];
  for (let i = 0; i < count - 1; i++) {
    const take = Math.max(1, Math.floor(next() * (left - (count - 1 - i))));
    shares.push(take);
    left -= take;
  }
  shares.push(left);
  return shares.map((units) => new Dec(units).div(unit).toString());
}

const sum = (amounts: string[]) => amounts.reduce((total, a) => total.plus(a), new Dec(0));

describe("splitByShares", () => {
  it("splits by share to the cent with the largest remainder getting the spare cent", () => {
    // 100.00 three ways: 33.333… each; the spare cent goes to the first (equal fractions, equal shares).
    const parts = splitByShares("100.00", [
      { key: "A", percent: "33.3333" },
      { key: "B", percent: "33.3333" },
      { key: "C", percent: "33.3334" },
    ]);
    expect(parts.map((p) => p.amount)).toEqual(["33.33", "33.33", "33.34"]);
    expect(sum(parts.map((p) => p.amount)).toFixed(2)).toBe("100.00");
  });

  it("gives the spare cent to the larger share on equal fractions", () => {
    const parts = splitByShares("0.01", [
      { key: "small", percent: 40 },
      { key: "large", percent: 60 },
    ]);
    expect(parts.map((p) => p.amount)).toEqual(["0.00", "0.01"]);
  });

  it("splits a worked quota share: 12,345.67 at 37.5 / 37.5 / 25", () => {
    const parts = splitByShares("12345.67", [
      { key: 2623, percent: 37.5 },
      { key: 4444, percent: 37.5 },
      { key: 1183, percent: 25 },
    ]);
    // 4629.62625, 4629.62625, 3086.4175 → floors 4629.62, 4629.62, 3086.41 (1 cent short of .67 - .65 = 2 cents);
    // fractions .625, .625, .75: the .75 (1183) and the first .625 (2623) take one cent each.
    expect(parts.map((p) => p.amount)).toEqual(["4629.63", "4629.62", "3086.42"]);
  });

  it("mirrors a return premium exactly", () => {
    const shares = [
      { key: 1, percent: 37.5 },
      { key: 2, percent: 37.5 },
      { key: 3, percent: 25 },
    ];
    const additional = splitByShares("12345.67", shares).map((p) => p.amount);
    const ret = splitByShares("-12345.67", shares).map((p) => p.amount);
    expect(ret).toEqual(additional.map((a) => `-${a}`));
  });

  it("refuses shares that do not add up to 100 and amounts in fractions of a cent", () => {
    expect(() => splitByShares(10, [{ key: 1, percent: 99.99 }])).toThrow(SharesDoNotTotal100);
    expect(() => splitByShares("10.001", [{ key: 1, percent: 100 }])).toThrow(RangeError);
    expect(sharesTotal100([33.3333, 33.3333, 33.3334])).toBe(true);
    expect(sharesTotal100([0.1, 0.2, 99.7])).toBe(true);
  });

  it("adds up to the cent over 5,000 generated premiums and share sets", () => {
    const next = random(20261124);
    for (let i = 0; i < 5_000; i++) {
      const cents = Math.floor(next() * 100_000_000) * (next() < 0.2 ? -1 : 1);
      const amount = new Dec(cents).div(100).toFixed(2);
      const count = 1 + Math.floor(next() * 8);
      const percents = generateShares(next, count, Math.floor(next() * 5));
      const parts = splitByShares(
        amount,
        percents.map((percent, key) => ({ key, percent })),
      );
      expect(sum(parts.map((p) => p.amount)).toFixed(2)).toBe(new Dec(amount).toFixed(2));
      // No part is more than a cent away from its exact share.
      parts.forEach((part, index) => {
        const exact = new Dec(amount).times(percents[index]!).div(100);
        expect(exact.minus(part.amount).abs().lessThan("0.01")).toBe(true);
      });
    }
  });
});
