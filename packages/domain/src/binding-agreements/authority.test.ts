import { describe, expect, it } from "vitest";
import { backdateDays, decideAuthority, eligibleApprovers } from "./authority.ts";

const level3 = { authorityLevel: 3, maximumBackdateDays: 30, maximumDiscountPercent: 15 };

describe("decideAuthority", () => {
  it("allows everything within the underwriter's limits, at the boundaries", () => {
    expect(
      decideAuthority(level3, { authorityLevel: 3, backdateDays: 30, discountPercent: 15 }),
    ).toEqual({
      allowed: true,
      shortfalls: [],
    });
    expect(decideAuthority(level3, { authorityLevel: 10 }).allowed).toBe(true);
    expect(decideAuthority(level3, {}).allowed).toBe(true);
  });

  it("refuses one step past each limit, naming every shortfall", () => {
    expect(decideAuthority(level3, { authorityLevel: 2 }).shortfalls).toEqual(["authorityLevel"]);
    expect(decideAuthority(level3, { backdateDays: 31 }).shortfalls).toEqual(["backdateDays"]);
    expect(decideAuthority(level3, { discountPercent: "15.01" }).shortfalls).toEqual([
      "discountPercent",
    ]);
    expect(
      decideAuthority(level3, { authorityLevel: 1, backdateDays: 100, discountPercent: 100 }),
    ).toEqual({
      allowed: false,
      shortfalls: ["authorityLevel", "backdateDays", "discountPercent"],
    });
  });

  it("refuses a user who is not authorised on the agreement", () => {
    expect(decideAuthority(null, {})).toEqual({ allowed: false, shortfalls: ["notAuthorised"] });
  });

  it("a level 1 underwriter with full limits may do anything", () => {
    const top = { authorityLevel: 1, maximumBackdateDays: 100, maximumDiscountPercent: 100 };
    expect(
      decideAuthority(top, { authorityLevel: 1, backdateDays: 100, discountPercent: 100 }).allowed,
    ).toBe(true);
  });
});

describe("eligibleApprovers", () => {
  it("lists those whose authority covers the need, highest authority first", () => {
    const candidates = [
      { name: "junior", authorityLevel: 8, maximumBackdateDays: 7, maximumDiscountPercent: 5 },
      { name: "senior", authorityLevel: 2, maximumBackdateDays: 60, maximumDiscountPercent: 25 },
      { name: "head", authorityLevel: 1, maximumBackdateDays: 100, maximumDiscountPercent: 50 },
      { name: "mid", authorityLevel: 2, maximumBackdateDays: 60, maximumDiscountPercent: 30 },
    ];
    const names = eligibleApprovers(candidates, { discountPercent: 20, backdateDays: 10 }).map(
      (c) => c.name,
    );
    expect(names).toEqual(["head", "mid", "senior"]);
    expect(eligibleApprovers(candidates, { discountPercent: 60 })).toEqual([]);
  });
});

describe("backdateDays", () => {
  it("counts whole days before today, across a leap day", () => {
    expect(backdateDays("2028-02-28", "2028-03-01")).toBe(2);
    expect(backdateDays("2026-11-24", "2026-11-24")).toBe(0);
    expect(backdateDays("2026-12-01", "2026-11-24")).toBe(0);
  });
});
