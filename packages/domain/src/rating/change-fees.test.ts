/**
 * Day count and fees of a change per product setting, worked to the cent: a
 * leap-year term of 366 days cancelled on 2 July returns exactly half; a prorata fee returns half
 * of itself with its GST, a flat fee nothing; the product setting's defaults and checks.
 */
import { describe, expect, it } from "vitest";
import { InsuranceClass } from "../enums.ts";
import { policyChangeSettingsOf, ZPolicyChangeSettings } from "../schemas/product.ts";
import { cancellationBreakdown, sumLine } from "./change-premium.ts";
import { computePremium } from "./premium.ts";
import { daysRemaining, termDays } from "./prorata.ts";

const nswPi2024 = computePremium({
  ratedPremium: "1000",
  country: "AU",
  state: "NSW",
  insuranceClass: InsuranceClass.ProfessionalIndemnity,
  taxDate: "2024-01-01",
  brokerCommissionPercent: 20,
  adminFee: 50,
});
const leapTerm = { inception: "2024-01-01", expiry: "2025-01-01", effective: "2024-07-02" };

describe("a leap-year term", () => {
  it("has 366 days; from 2 July 183 remain (the effective day is not earned)", () => {
    expect(termDays(leapTerm.inception, leapTerm.expiry)).toBe(366);
    expect(daysRemaining(leapTerm.effective, leapTerm.inception, leapTerm.expiry)).toBe(183);
  });
});

describe("fees per product setting", () => {
  it("prorata: 500.00 premium, GST 50.00, duty 27.50, fee 25.00 + GST 2.50 returned: 605.00", () => {
    const can = cancellationBreakdown({ inForce: nswPi2024, ...leapTerm, fees: "prorata" });
    expect(can.change).toMatchObject({ daysRemaining: 183, termDays: 366, basis: "prorata" });
    expect(can).toMatchObject({
      grossPremium: "-500.00",
      premiumGst: "-50.00",
      stampDuty: "-27.50",
      adminFee: "-25.00",
      adminFeeGst: "-2.50",
      totalGst: "-52.50",
      amountPayable: "-605.00",
      brokerCommission: "-100.00",
    });
  });

  it("flat: the fee and its GST are kept, 577.50 returned", () => {
    const can = cancellationBreakdown({ inForce: nswPi2024, ...leapTerm, fees: "flat" });
    expect(can).toMatchObject({ adminFee: "0.00", adminFeeGst: "0.00", amountPayable: "-577.50" });
  });

  it("the policy's premium to date adds up: payable 1,210.00 less 605.00 is 605.00", () => {
    expect(nswPi2024.amountPayable).toBe("1210.00");
    const can = cancellationBreakdown({ inForce: nswPi2024, ...leapTerm, fees: "prorata" });
    expect(sumLine([nswPi2024, can], "amountPayable")).toBe("605.00");
  });
});

describe("the product's policy change settings", () => {
  it("default to flat fees, no minimum and no scale (also for versions saved before them)", () => {
    expect(ZPolicyChangeSettings.parse({})).toEqual({
      fees: "flat",
      minimumEarnedPremium: null,
      shortRate: [],
    });
    expect(policyChangeSettingsOf({})).toEqual(ZPolicyChangeSettings.parse({}));
  });

  it("need a scale in ascending days and an amount to the cent", () => {
    const bad = ZPolicyChangeSettings.safeParse({
      minimumEarnedPremium: "10.001",
      shortRate: [
        { upToDays: 90, earnedPercent: 40 },
        { upToDays: 30, earnedPercent: 25 },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["minimumEarnedPremium", "shortRate"]);
  });
});
