import { describe, expect, it } from "vitest";
import {
  type AssignableRule,
  type AssignmentFacts,
  pickUnderwriter,
  ruleMatches,
} from "./assignment.ts";
import { ZAssignmentConditions } from "./workflow.ts";

const any = ZAssignmentConditions.parse({});
const facts: AssignmentFacts = {
  productId: 7,
  classId: 1,
  brokerCompanyId: 3,
  state: "NSW",
  grossPremium: "12500.00",
};
const rule = (id: number, overrides: Partial<AssignableRule> = {}): AssignableRule => ({
  id,
  active: true,
  conditions: any,
  underwriterUserIds: [100 + id],
  rotationCursor: 0,
  ...overrides,
});

describe("ruleMatches", () => {
  it("matches anything with empty conditions", () => {
    expect(ruleMatches(any, facts)).toBe(true);
    expect(ruleMatches(any, { ...facts, grossPremium: null, state: null })).toBe(true);
  });

  it("needs every listed condition to hold", () => {
    const c = ZAssignmentConditions.parse({
      productIds: [7, 8],
      classIds: [1],
      brokerCompanyIds: [3],
      states: ["NSW", "VIC"],
    });
    expect(ruleMatches(c, facts)).toBe(true);
    expect(ruleMatches(c, { ...facts, productId: 9 })).toBe(false);
    expect(ruleMatches(c, { ...facts, classId: 2 })).toBe(false);
    expect(ruleMatches(c, { ...facts, brokerCompanyId: 4 })).toBe(false);
    expect(ruleMatches(c, { ...facts, state: "QLD" })).toBe(false);
    expect(ruleMatches(c, { ...facts, state: null })).toBe(false);
  });

  it("compares the premium range inclusively, in decimals", () => {
    const c = ZAssignmentConditions.parse({ minGrossPremium: 10000, maxGrossPremium: 12500 });
    expect(ruleMatches(c, facts)).toBe(true);
    expect(ruleMatches(c, { ...facts, grossPremium: "12500.01" })).toBe(false);
    expect(ruleMatches(c, { ...facts, grossPremium: "10000.00" })).toBe(true);
    expect(ruleMatches(c, { ...facts, grossPremium: "9999.99" })).toBe(false);
    expect(ruleMatches(c, { ...facts, grossPremium: null })).toBe(false);
    const above = ZAssignmentConditions.parse({ minGrossPremium: 50000 });
    expect(ruleMatches(above, { ...facts, grossPremium: "1000000.00" })).toBe(true);
  });
});

describe("pickUnderwriter", () => {
  it("takes the first active matching rule in order", () => {
    const rules = [
      rule(1, { active: false }),
      rule(2, { conditions: { ...any, states: ["QLD"] } }),
      rule(3),
      rule(4),
    ];
    expect(pickUnderwriter(rules, facts)).toEqual({ ruleId: 3, userId: 103, nextCursor: 1 });
  });

  it("rotates through a group by the cursor", () => {
    const picks: number[] = [];
    let cursor = 0;
    for (let i = 0; i < 5; i++) {
      const pick = pickUnderwriter(
        [rule(1, { underwriterUserIds: [11, 12, 13], rotationCursor: cursor })],
        facts,
      )!;
      picks.push(pick.userId);
      cursor = pick.nextCursor;
    }
    expect(picks).toEqual([11, 12, 13, 11, 12]);
  });

  it("skips underwriters who are no longer eligible, and falls through when none is", () => {
    const group = rule(1, { underwriterUserIds: [11, 12, 13], rotationCursor: 4 });
    expect(pickUnderwriter([group], facts, (id) => id !== 12)).toEqual({
      ruleId: 1,
      userId: 13,
      nextCursor: 6,
    });
    expect(pickUnderwriter([group, rule(2)], facts, (id) => id === 102)).toEqual({
      ruleId: 2,
      userId: 102,
      nextCursor: 1,
    });
  });

  it("answers null when nothing matches", () => {
    expect(pickUnderwriter([], facts)).toBeNull();
    expect(pickUnderwriter([rule(1, { conditions: { ...any, classIds: [4] } })], facts)).toBeNull();
  });
});
