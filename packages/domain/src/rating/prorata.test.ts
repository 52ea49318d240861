import { describe, expect, it } from "vitest";
import { ageInYears, formatEpochDay, toEpochDay } from "./dates.ts";
import {
  adjustmentPremium,
  cancellationReturn,
  daysRemaining,
  proRata,
  termDays,
} from "./prorata.ts";

describe("termDays", () => {
  it("counts inception, not expiry, and knows leap years", () => {
    expect(termDays("2024-01-01", "2025-01-01")).toBe(366);
    expect(termDays("2025-01-01", "2026-01-01")).toBe(365);
    expect(termDays("2023-03-01", "2024-03-01")).toBe(366); // includes 29 Feb 2024
    expect(termDays("2024-03-01", "2025-03-01")).toBe(365);
    expect(termDays("2024-02-28", "2024-03-01")).toBe(2);
    expect(termDays("2100-02-28", "2100-03-01")).toBe(1); // 2100 is not a leap year
    expect(termDays("2000-02-28", "2000-03-01")).toBe(2); // 2000 is
    expect(termDays(new Date("2024-06-30T23:00:00Z"), "2024-07-31")).toBe(31);
  });
  it("rejects an expiry not after inception and invalid dates", () => {
    expect(() => termDays("2024-01-01", "2024-01-01")).toThrow(RangeError);
    expect(() => termDays("2023-02-29", "2024-01-01")).toThrow(/Invalid date/);
  });
});

describe("proRata", () => {
  it("rounds to the cent half away from zero", () => {
    expect(proRata("366", 100, 366)).toBe("100.00");
    expect(proRata("1000", 1, 3)).toBe("333.33");
    expect(proRata("1000", 2, 3)).toBe("666.67");
    expect(proRata("-1000", 2, 3)).toBe("-666.67");
    expect(proRata("0.01", 1, 2)).toBe("0.01"); // 0.005 → 0.01
    expect(() => proRata("1", 1.5, 3)).toThrow(RangeError);
  });
  it("daysRemaining is clamped to the term", () => {
    expect(daysRemaining("2024-07-01", "2024-01-01", "2025-01-01")).toBe(184);
    expect(daysRemaining("2023-07-01", "2024-01-01", "2025-01-01")).toBe(366);
    expect(daysRemaining("2025-07-01", "2024-01-01", "2025-01-01")).toBe(0);
  });
});

describe("adjustments and cancellations", () => {
  const term = { inception: "2024-01-01", expiry: "2025-01-01", effective: "2024-07-01" };
  it("charges additional premium for an increase, pro rata in a leap year", () => {
    const a = adjustmentPremium({ ...term, previousPremium: "1000", newPremium: "1200" });
    // 200 × 184 / 366 = 100.5464…
    expect(a).toEqual({
      kind: "additional",
      amount: "100.55",
      signed: "100.55",
      daysRemaining: 184,
      termDays: 366,
    });
  });
  it("returns premium for a decrease, the exact negation", () => {
    const a = adjustmentPremium({ ...term, previousPremium: "1000", newPremium: "800" });
    expect(a.kind).toBe("return");
    expect(a.amount).toBe("100.55");
    expect(a.signed).toBe("-100.55");
    expect(adjustmentPremium({ ...term, previousPremium: "5", newPremium: "5" }).kind).toBe("none");
  });
  it("cancels with a pro-rata return and optional minimum earned premium", () => {
    const c = cancellationReturn({ ...term, premium: "1000" });
    expect(c.amount).toBe("502.73"); // 1000 × 184 / 366 = 502.732…
    expect(c.earnedPremium).toBe("497.27");
    expect(c.kind).toBe("return");
    const flat = cancellationReturn({ ...term, effective: "2024-01-01", premium: "1000" });
    expect(flat.amount).toBe("1000.00");
    const min = cancellationReturn({
      ...term,
      effective: "2024-01-01",
      premium: "1000",
      minimumEarnedPremium: "250",
    });
    expect(min.amount).toBe("750.00");
    expect(min.earnedPremium).toBe("250.00");
  });
});

describe("dates", () => {
  it("parses four-digit years literally", () => {
    expect(toEpochDay("1970-01-02")).toBe(1);
    expect(formatEpochDay(toEpochDay("0050-03-01"))).toBe("0050-03-01");
    expect(formatEpochDay(toEpochDay("1969-12-31"))).toBe("1969-12-31");
  });
  it("age counts birthdays, 29 February birthdays on 1 March in common years", () => {
    const age = (a: string, b: string) => ageInYears(toEpochDay(a), toEpochDay(b));
    expect(age("1980-06-15", "2025-06-14")).toBe(44);
    expect(age("1980-06-15", "2025-06-15")).toBe(45);
    expect(age("2004-02-29", "2025-02-28")).toBe(20);
    expect(age("2004-02-29", "2025-03-01")).toBe(21);
    expect(age("2004-02-29", "2024-02-29")).toBe(20);
  });
});
