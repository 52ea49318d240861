/**
 * Worked examples of changes to a bound policy, to the cent. Rates: GST 10 % (A New Tax System
 * (Goods and Services Tax) Act 1999 s 9-70, https://www.ato.gov.au/businesses-and-organisations/
 * gst-excise-and-indirect-taxes/gst); NSW insurance duty on professional ("occupational")
 * indemnity, Type B, 5 % of premium including GST (Duties Act 1997 (NSW) s 234(2),
 * https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty/types-of-insurance).
 * Day count: the effective day is not earned; a term's days are expiry − inception (366 for a
 * term holding 29 February), see prorata.ts and docs/decisions.md.
 */
import { describe, expect, it } from "vitest";
import { InsuranceClass } from "../enums.ts";
import {
  adjustmentBreakdown,
  cancellationBreakdown,
  cancellationFraction,
  reinstatementBreakdown,
  type ShortRateScale,
} from "./change-premium.ts";
import { computePremium, type PremiumBreakdown } from "./premium.ts";

const nswPi = (ratedPremium: string, taxDate: string) =>
  computePremium({
    ratedPremium,
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate,
    brokerCommissionPercent: 20,
    adminFee: 50,
  });

/** Every total is an exact sum of its rounded lines. */
function expectAddsUp(b: PremiumBreakdown) {
  const n = (s: string) => Math.round(Number(s) * 100);
  expect(n(b.grossPremium)).toBe(n(b.basePremium));
  expect(n(b.amountPayable)).toBe(
    n(b.grossPremium) +
      n(b.emergencyServicesLevy) +
      n(b.premiumGst) +
      n(b.stampDuty) +
      n(b.adminFee) +
      n(b.adminFeeGst) +
      n(b.brokerFee) +
      n(b.brokerFeeGst),
  );
  expect(n(b.netPremium)).toBe(n(b.grossPremium) - n(b.brokerCommission));
  expect(n(b.netToUnderwriter)).toBe(
    n(b.amountPayable) -
      n(b.brokerCommission) -
      n(b.brokerCommissionGst) -
      n(b.brokerFee) -
      n(b.brokerFeeGst),
  );
}

describe("the annual premium the examples start from (NSW PI, $1,000 rated)", () => {
  it("gross 1,000.00, GST 100.00, duty 55.00, admin fee 50.00 + GST 5.00, payable 1,210.00", () => {
    const nb = nswPi("1000", "2025-07-01");
    expect(nb.premiumGst).toBe("100.00");
    expect(nb.stampDuty).toBe("55.00");
    expect(nb.amountPayable).toBe("1210.00");
    expect(nb.brokerCommission).toBe("200.00");
  });
});

describe("mid-term adjustment, normal year", () => {
  // Term 2025-07-01 → 2026-07-01: 365 days. Effective 2026-01-01: 181 days left.
  const before = nswPi("1000", "2025-07-01");
  const after = nswPi("1400", "2026-01-01");
  const adj = adjustmentBreakdown({
    before,
    after,
    inception: "2025-07-01",
    expiry: "2026-07-01",
    effective: "2026-01-01",
  });

  it("charges 400 × 181/365 = 198.356… → 198.36 with GST, duty and commission on it", () => {
    expect(adj.change).toMatchObject({ daysRemaining: 181, termDays: 365, basis: "prorata" });
    expect(adj.ratedPremium).toBe("198.36");
    expect(adj.grossPremium).toBe("198.36");
    expect(adj.premiumGst).toBe("19.84"); // 19.836
    expect(adj.stampDuty).toBe("10.91"); // 5 % of 218.20
    expect(adj.adminFee).toBe("0.00"); // flat fee unchanged
    expect(adj.amountPayable).toBe("229.11");
    expect(adj.brokerCommission).toBe("39.67"); // 39.672
    expect(adj.netToUnderwriter).toBe("189.44");
    expectAddsUp(adj);
  });

  it("a decrease returns the exact negation of the matching increase", () => {
    const back = adjustmentBreakdown({
      before: after,
      after: before,
      inception: "2025-07-01",
      expiry: "2026-07-01",
      effective: "2026-01-01",
    });
    expect(back.grossPremium).toBe("-198.36");
    expect(back.premiumGst).toBe("-19.84");
    expect(back.stampDuty).toBe("-10.91");
    expect(back.amountPayable).toBe("-229.11");
    expect(back.brokerCommission).toBe("-39.67");
    expectAddsUp(back);
  });
});

describe("cancellation, leap year", () => {
  // Term 2027-07-01 → 2028-07-01 holds 29 February 2028: 366 days. Effective 2028-01-01: 182 left.
  const inForce = nswPi("1000", "2027-07-01");
  const can = cancellationBreakdown({
    inForce,
    inception: "2027-07-01",
    expiry: "2028-07-01",
    effective: "2028-01-01",
  });

  it("returns 1,000 × 182/366 = 497.267… → 497.27 with GST and duty returned, fee kept", () => {
    expect(can.change).toMatchObject({ daysRemaining: 182, termDays: 366, basis: "prorata" });
    expect(can.grossPremium).toBe("-497.27");
    expect(can.premiumGst).toBe("-49.73"); // 49.727
    expect(can.stampDuty).toBe("-27.35"); // 5 % of 547.00
    expect(can.adminFee).toBe("0.00");
    expect(can.amountPayable).toBe("-574.35");
    expect(can.brokerCommission).toBe("-99.45"); // 99.454
    expect(can.netToUnderwriter).toBe("-474.90");
    expectAddsUp(can);
  });

  it("a reinstatement charges back exactly what the cancellation returned", () => {
    const re = reinstatementBreakdown(can);
    expect(re.grossPremium).toBe("497.27");
    expect(re.amountPayable).toBe("574.35");
    expect(re.brokerCommission).toBe("99.45");
    expectAddsUp(re);
  });
});

// A product's short-rate scale (a product setting; this one is the example of the decision record).
const scale: ShortRateScale = [
  { upToDays: 30, earnedPercent: 25 },
  { upToDays: 90, earnedPercent: 40 },
  { upToDays: 180, earnedPercent: 60 },
  { upToDays: 270, earnedPercent: 80 },
  { upToDays: 366, earnedPercent: 100 },
];

describe("cancellation by the insured on a short-rate scale, normal year", () => {
  it("100 days in force keeps 60 %: returns 400.00, GST 40.00, duty 22.00", () => {
    // 2025-07-01 + 100 days = 2025-10-09.
    const can = cancellationBreakdown({
      inForce: nswPi("1000", "2025-07-01"),
      inception: "2025-07-01",
      expiry: "2026-07-01",
      effective: "2025-10-09",
      shortRate: scale,
    });
    expect(can.change).toMatchObject({ daysRemaining: 265, basis: "short-rate" });
    expect(can.grossPremium).toBe("-400.00");
    expect(can.premiumGst).toBe("-40.00");
    expect(can.stampDuty).toBe("-22.00");
    expect(can.amountPayable).toBe("-462.00");
    expect(can.brokerCommission).toBe("-80.00");
    expectAddsUp(can);
  });

  it("never returns more than pro rata", () => {
    // 300 days in force: the scale keeps 100 %, pro rata would return 65/365: short rate wins (0).
    const f = cancellationFraction({
      inception: "2025-07-01",
      expiry: "2026-07-01",
      effective: "2026-04-27",
      grossPremium: "1000",
      shortRate: scale,
    });
    expect(f.basis).toBe("short-rate");
    expect(f.fraction.toFixed(2)).toBe("0.00");
  });
});

describe("cancellation keeping a minimum earned premium", () => {
  it("with $750 minimum earned the return stops at 250.00 (pro rata would be 495.89)", () => {
    const can = cancellationBreakdown({
      inForce: nswPi("1000", "2025-07-01"),
      inception: "2025-07-01",
      expiry: "2026-07-01",
      effective: "2026-01-01",
      minimumEarnedPremium: "750",
    });
    expect(can.change.basis).toBe("minimum-earned");
    expect(can.grossPremium).toBe("-250.00");
    expect(can.premiumGst).toBe("-25.00");
    expect(can.stampDuty).toBe("-13.75"); // 5 % of 275.00
    expect(can.amountPayable).toBe("-288.75");
    expect(can.brokerCommission).toBe("-50.00");
    expectAddsUp(can);
  });

  it("a minimum above the premium returns nothing", () => {
    const f = cancellationFraction({
      inception: "2025-07-01",
      expiry: "2026-07-01",
      effective: "2025-07-02",
      grossPremium: "1000",
      minimumEarnedPremium: "1500",
    });
    expect(f.fraction.isZero()).toBe(true);
  });
});

describe("line by line over generated changes", () => {
  it("every adjustment and cancellation adds up to the cent", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 300; i++) {
      const a = (next() * 50_000).toFixed(2);
      const b = (next() * 50_000).toFixed(2);
      const day = 1 + Math.floor(next() * 28);
      const effective = `2026-0${1 + Math.floor(next() * 6)}-${String(day).padStart(2, "0")}`;
      const before = nswPi(a, "2025-07-01");
      expectAddsUp(
        adjustmentBreakdown({
          before,
          after: nswPi(b, effective),
          inception: "2025-07-01",
          expiry: "2026-07-01",
          effective,
        }),
      );
      expectAddsUp(
        cancellationBreakdown({
          inForce: before,
          inception: "2025-07-01",
          expiry: "2026-07-01",
          effective,
        }),
      );
    }
  });
});
