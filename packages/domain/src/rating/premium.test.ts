import { describe, expect, it } from "vitest";
import { type AustralianState, ChargeType, InsuranceClass } from "../enums.ts";
import { Dec } from "./decimal.ts";
import { formatCents, roundCents } from "./money.ts";
import { computePremium, type PremiumInput } from "./premium.ts";
import { stampDutyFor } from "./taxes.ts";

const base: PremiumInput = {
  ratedPremium: "1000",
  country: "AU",
  state: "NSW",
  insuranceClass: InsuranceClass.Property,
  taxDate: "2025-08-01",
};

describe("roundCents", () => {
  it("rounds half away from zero, exactly", () => {
    expect(formatCents("1.005")).toBe("1.01");
    expect(formatCents("-1.005")).toBe("-1.01");
    expect(formatCents("2.675")).toBe("2.68"); // 2.675 in binary floating point would give 2.67
    expect(formatCents("1.0049999")).toBe("1.00");
    expect(formatCents(0.1 + 0.2)).toBe("0.30");
    expect(roundCents("12.345").toFixed(2)).toBe("12.35");
  });
});

describe("computePremium worked examples", () => {
  it("NSW property with a charge of each type, fees and commission", () => {
    const p = computePremium({
      ...base,
      charges: [
        { name: "Terrorism", type: ChargeType.Standard, percent: 2 },
        { name: "Inspection", type: ChargeType.OtherCharge, amount: "50" },
        { name: "Multi-policy", type: ChargeType.DiscountCharge, percent: 5 },
      ],
      adminFee: 30,
      brokerFee: 25,
      brokerCommissionPercent: 20,
    });
    expect(p.standardCharges).toEqual([
      { name: "Terrorism", type: 1, percent: "2", amount: "20.00" },
    ]);
    expect(p.basePremium).toBe("1020.00");
    expect(p.otherCharges[0]?.amount).toBe("50.00");
    expect(p.discountCharges[0]?.amount).toBe("51.00"); // 5 % of base 1020
    expect(p.grossPremium).toBe("1019.00");
    expect(p.emergencyServicesLevy).toBe("0.00");
    expect(p.premiumGst).toBe("101.90");
    expect(p.stampDuty).toBe("100.88"); // 9 % × (1019 + 101.90) = 100.881
    expect(p.adminFeeGst).toBe("3.00");
    expect(p.brokerFeeGst).toBe("2.50");
    expect(p.totalGst).toBe("107.40");
    expect(p.amountPayable).toBe("1282.28");
    expect(p.brokerCommission).toBe("204.00"); // 20 % of base, not of gross
    expect(p.netPremium).toBe("815.00");
    expect(p.netToUnderwriter).toBe("1050.78"); // 1282.28 − 204 − 25 − 2.50
    expect(p.rates.stampDuty).toBe("0.09");
  });

  // Commercial property on 2025-08-01; the per-state sources are in taxes.ts and taxes.test.ts.
  it.each([
    ["NSW", "99.00"], // Type A 9 %
    ["VIC", "88.00"], // business insurance 8 % from 1 July 2025
    ["QLD", "99.00"],
    ["SA", "121.00"],
    ["WA", "110.00"],
    ["TAS", "110.00"],
    ["NT", "110.00"],
    ["ACT", "0.00"],
  ] as [AustralianState, string][])("stamp duty in %s on premium + GST", (state, duty) => {
    const p = computePremium({ ...base, state });
    expect(p.premiumGst).toBe("100.00");
    expect(p.stampDuty).toBe(duty);
    expect(p.amountPayable).toBe(new Dec(1100).plus(duty).toFixed(2));
  });

  it("rounds each line from the rounded lines before it", () => {
    const p = computePremium({ ...base, ratedPremium: "333.33" });
    expect(p.premiumGst).toBe("33.33"); // 33.333
    expect(p.stampDuty).toBe("33.00"); // 9 % × 366.66 = 32.9994
    expect(p.amountPayable).toBe("399.66");
  });

  it("New Zealand: GST 15 % on premium and fees, no stamp duty", () => {
    const p = computePremium({
      ratedPremium: "1000",
      country: "NZ",
      insuranceClass: InsuranceClass.Liability,
      taxDate: "2025-08-01",
      adminFee: "20",
      brokerCommissionPercent: "12.5",
    });
    expect(p.premiumGst).toBe("150.00");
    expect(p.adminFeeGst).toBe("3.00");
    expect(p.stampDuty).toBe("0.00");
    expect(p.amountPayable).toBe("1173.00");
    expect(p.brokerCommission).toBe("125.00");
    expect(p.netToUnderwriter).toBe("1048.00");
  });

  it("levy is taxed by GST and duty; commission GST for a registered broker", () => {
    const p = computePremium({
      ...base,
      state: "VIC",
      levy: { rate: "0.2" },
      brokerCommissionPercent: 20,
      commissionAttractsGst: true,
    });
    expect(p.emergencyServicesLevy).toBe("200.00");
    expect(p.premiumGst).toBe("120.00");
    expect(p.stampDuty).toBe("105.60"); // VIC business insurance 8 % × (1000 + 200 + 120)
    expect(p.amountPayable).toBe("1425.60");
    expect(p.brokerCommissionGst).toBe("20.00");
    expect(p.netToUnderwriter).toBe("1205.60");
    expect(computePremium({ ...base, levy: { amount: "12.345" } }).emergencyServicesLevy).toBe(
      "12.35",
    );
  });

  it("honours a declared exemption and class exemptions from the table", () => {
    expect(computePremium({ ...base, stampDutyExempt: true }).stampDuty).toBe("0.00");
    const table = [
      {
        state: "QLD" as const,
        rate: "0.09",
        effectiveFrom: "2020-01-01",
        source: "test",
        exemptClasses: [InsuranceClass.Motor],
      },
      {
        state: "QLD" as const,
        rate: "0.05",
        effectiveFrom: "2030-01-01",
        source: "test",
        exemptClasses: [],
      },
    ];
    expect(stampDutyFor("QLD", InsuranceClass.Motor, "2025-01-01", table).exempt).toBe(true);
    expect(stampDutyFor("QLD", InsuranceClass.Liability, "2031-01-01", table).rate.toFixed()).toBe(
      "0.05",
    );
    const p = computePremium({
      ...base,
      state: "QLD",
      insuranceClass: InsuranceClass.Motor,
      tables: { stampDuty: table },
    });
    expect(p.stampDuty).toBe("0.00");
    expect(p.rates.stampDutyExempt).toBe(true);
  });

  it("rejects bad input", () => {
    expect(() =>
      computePremium({ ...base, charges: [{ name: "x", type: ChargeType.OtherCharge }] }),
    ).toThrow(RangeError);
    expect(() => computePremium({ ...base, state: undefined })).toThrow(/state/);
    expect(() => computePremium({ ...base, taxDate: "1999-01-01" })).toThrow(/GST/);
  });

  it("a return premium is the exact negation of the additional one", () => {
    const input = { ...base, brokerCommissionPercent: 17.5, adminFee: "12.34" };
    const plus = computePremium({ ...input, ratedPremium: "123.45" });
    const minus = computePremium({ ...input, ratedPremium: "-123.45", adminFee: "-12.34" });
    expect(minus.amountPayable).toBe(new Dec(plus.amountPayable).neg().toFixed(2));
    expect(minus.stampDuty).toBe(new Dec(plus.stampDuty).neg().toFixed(2));
  });
});

/** Small deterministic PRNG (mulberry32) so the loop is reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("computePremium always adds up (property loop)", () => {
  it("holds for 5,000 generated inputs", () => {
    const rand = rng(20251121);
    const money = (max: number) => (Math.floor(rand() * max * 1000) / 1000).toFixed(3);
    const states = ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"] as const;
    const isCents = (s: string) => /^-?\d+\.\d{2}$/.test(s);
    const failures: string[] = [];
    for (let n = 0; n < 5000; n++) {
      const charges = Array.from({ length: Math.floor(rand() * 4) }, (_, i) => {
        const type = ([1, 2, 3] as const)[Math.floor(rand() * 3)] ?? 1;
        return rand() < 0.5
          ? { name: `c${i}`, type, amount: money(200) }
          : { name: `c${i}`, type, percent: (rand() * 15).toFixed(2) };
      });
      const nz = rand() < 0.2;
      const input: PremiumInput = {
        ratedPremium: money(50_000),
        charges,
        country: nz ? "NZ" : "AU",
        state: states[Math.floor(rand() * states.length)],
        insuranceClass: InsuranceClass.Property,
        taxDate: "2025-08-01",
        brokerCommissionPercent: (rand() * 25).toFixed(3),
        commissionAttractsGst: rand() < 0.5,
        adminFee: rand() < 0.5 ? money(300) : undefined,
        brokerFee: rand() < 0.5 ? money(300) : undefined,
        levy: rand() < 0.3 ? { rate: (rand() * 0.3).toFixed(4) } : undefined,
      };
      const p = computePremium(input);
      const d = (s: string) => new Dec(s);
      const sum = (...xs: string[]) => xs.reduce((a, x) => a.plus(x), new Dec(0));
      const check = (ok: boolean, what: string) => {
        if (!ok) failures.push(`#${n} ${what}: ${JSON.stringify({ input, p })}`);
      };
      for (const [k, v] of Object.entries(p))
        if (typeof v === "string") check(isCents(v), `${k} not in cents`);
      check(
        d(p.basePremium).eq(sum(p.ratedPremium, ...p.standardCharges.map((c) => c.amount))),
        "base",
      );
      check(
        d(p.grossPremium).eq(
          sum(p.basePremium, ...p.otherCharges.map((c) => c.amount)).minus(
            sum(...p.discountCharges.map((c) => c.amount)),
          ),
        ),
        "gross",
      );
      const payable = sum(
        p.grossPremium,
        p.emergencyServicesLevy,
        p.premiumGst,
        p.stampDuty,
        p.adminFee,
        p.adminFeeGst,
        p.brokerFee,
        p.brokerFeeGst,
      );
      check(d(p.amountPayable).eq(payable), "payable");
      check(d(p.totalGst).eq(sum(p.premiumGst, p.adminFeeGst, p.brokerFeeGst)), "gst");
      check(
        d(p.amountPayable).eq(
          sum(
            p.netToUnderwriter,
            p.brokerCommission,
            p.brokerCommissionGst,
            p.brokerFee,
            p.brokerFeeGst,
          ),
        ),
        "net to underwriter",
      );
      check(d(p.grossPremium).eq(sum(p.netPremium, p.brokerCommission)), "net premium");
      // Each line is within half a cent of its exact value.
      const exactGst = d(p.grossPremium).plus(p.emergencyServicesLevy).times(p.rates.gst);
      check(exactGst.minus(p.premiumGst).abs().lte("0.005"), "gst rounding");
      const exactDuty = d(p.grossPremium)
        .plus(p.emergencyServicesLevy)
        .plus(p.premiumGst)
        .times(p.rates.stampDuty);
      check(exactDuty.minus(p.stampDuty).abs().lte("0.005"), "duty rounding");
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });
});
