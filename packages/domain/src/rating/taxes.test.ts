import { describe, expect, it } from "vitest";
import { australianStates, InsuranceClass, type InsuranceClassId } from "../enums.ts";
import { computePremium, type PremiumInput } from "./premium.ts";
import { stampDutyFor, stampDutyRates, stampDutyTableStart } from "./taxes.ts";

const { ProfessionalIndemnity: PI, Liability, Motor, Property } = InsuranceClass;
const classes: InsuranceClassId[] = [PI, Liability, Motor, Property];

/**
 * Every worked example rates a premium of 2,345.67: GST 10 % = 234.567 → 234.57, so duty is the
 * state's rate on 2,345.67 + 234.57 = 2,580.24, rounded half away from zero to the cent.
 */
const example = (input: Partial<PremiumInput>) =>
  computePremium({
    ratedPremium: "2345.67",
    country: "AU",
    state: "NSW",
    insuranceClass: Property,
    taxDate: "2026-11-24",
    ...input,
  });

describe("stamp duty worked examples, one per state (premium 2,345.67 + GST 234.57 = 2,580.24)", () => {
  it.each([
    // Revenue NSW, types of insurance: Type A 9 % (commercial property).
    ["NSW", Property, "2026-11-24", "232.22", "2812.46"], // 2580.24 × 9 % = 232.2216
    // Revenue NSW, types of insurance: Type B 5 % (occupational indemnity, motor vehicle).
    ["NSW", PI, "2026-11-24", "129.01", "2709.25"], // × 5 % = 129.012
    // SRO Victoria / Duties Act 2000 s 179(4): business insurance 7 % from 1 July 2026.
    ["VIC", Liability, "2026-11-24", "180.62", "2760.86"], // × 7 % = 180.6168
    // SRO Victoria: non-business (commercial motor) 10 %.
    ["VIC", Motor, "2026-11-24", "258.02", "2838.26"], // × 10 % = 258.024
    // QRO insurance duty rates: class 1 and class 2 general insurance 9 %.
    ["QLD", PI, "2026-11-24", "232.22", "2812.46"],
    // RevenueSA: 11 % of premium subject to duty.
    ["SA", Property, "2026-11-24", "283.83", "2864.07"], // × 11 % = 283.8264
    // WA Department of Finance, insurance duty: 10 % on the total premium.
    ["WA", Motor, "2026-11-24", "258.02", "2838.26"],
    // SRO Tasmania, rates of duty: 10 % since 1 October 2012.
    ["TAS", Property, "2026-11-24", "258.02", "2838.26"],
    // NT: 10 % (rate from a news report, see the row's note in taxes.ts).
    ["NT", Liability, "2026-11-24", "258.02", "2838.26"],
    // ACT Revenue Office: duty abolished, nil from 1 July 2016.
    ["ACT", Property, "2026-11-24", "0.00", "2580.24"],
  ] as const)(
    "%s class %i on %s: duty %s, payable %s",
    (state, insuranceClass, taxDate, duty, payable) => {
      const p = example({ state, insuranceClass, taxDate });
      expect(p.premiumGst).toBe("234.57");
      expect(p.stampDuty).toBe(duty);
      expect(p.amountPayable).toBe(payable);
    },
  );

  it("New Zealand: GST 15 % (351.85), no duty, a small business declaration changes nothing", () => {
    const p = example({
      country: "NZ",
      state: undefined,
      insuranceClass: PI,
      smallBusinessDeclaration: true,
    });
    expect(p.premiumGst).toBe("351.85"); // 2345.67 × 15 % = 351.8505
    expect(p.stampDuty).toBe("0.00");
    expect(p.amountPayable).toBe("2697.52");
    expect(p.rates.stampDutyExemption).toBeNull();
  });
});

describe("class differences within a state", () => {
  const rate = (state: "NSW" | "VIC" | "TAS", c: InsuranceClassId, date = "2026-11-24") =>
    stampDutyFor(state, c, date).rate.toFixed();

  it("NSW: Type A 9 % for liability and property, Type B 5 % for PI and motor", () => {
    expect(classes.map((c) => rate("NSW", c))).toEqual(["0.05", "0.09", "0.05", "0.09"]);
  });

  it("VIC: business insurance (PI, liability, property) steps down, commercial motor stays 10 %", () => {
    expect(classes.map((c) => rate("VIC", c))).toEqual(["0.07", "0.07", "0.1", "0.07"]);
  });

  it("TAS: public liability is exempt, the other classes pay 10 %", () => {
    expect(classes.map((c) => rate("TAS", c))).toEqual(["0.1", "0", "0.1", "0.1"]);
    const p = example({ state: "TAS", insuranceClass: Liability });
    expect(p.stampDuty).toBe("0.00");
    expect(p.rates.stampDutyExemption).toBe("class");
    expect(p.rates.stampDutyExempt).toBe(true);
  });
});

describe("date boundaries", () => {
  // Duties Act 2000 (Vic) s 179(4): the rate of the date the contract is effected or renewed.
  it.each([
    ["2024-06-30", "258.02"], // 10 %
    ["2024-07-01", "232.22"], // 9 %
    ["2025-06-30", "232.22"],
    ["2025-07-01", "206.42"], // 8 %: 206.4192
    ["2026-06-30", "206.42"],
    ["2026-07-01", "180.62"], // 7 %
    ["2033-06-30", "25.80"], // 1 %: 25.8024
    ["2033-07-01", "0.00"], // abolished
  ])("VIC professional indemnity on %s pays %s", (taxDate, duty) => {
    expect(example({ state: "VIC", insuranceClass: PI, taxDate }).stampDuty).toBe(duty);
  });

  it("VIC commercial motor is 10 % on both sides of every step", () => {
    for (const taxDate of ["2024-06-30", "2024-07-01", "2033-07-01"])
      expect(example({ state: "VIC", insuranceClass: Motor, taxDate }).stampDuty).toBe("258.02");
  });

  it("a 2020 transaction: VIC business insurance still at 10 %, NSW Type A 9 %", () => {
    expect(
      example({ state: "VIC", insuranceClass: Property, taxDate: "2020-03-15" }).stampDuty,
    ).toBe("258.02");
    expect(
      example({ state: "NSW", insuranceClass: Liability, taxDate: "2020-01-01" }).stampDuty,
    ).toBe("232.22");
  });

  it("every state and class answers from 2020-01-01 to well after today", () => {
    for (const state of australianStates)
      for (const c of classes)
        for (const date of [stampDutyTableStart, "2024-02-29", "2026-11-24", "2040-01-01"])
          expect(() => stampDutyFor(state, c, date)).not.toThrow();
    expect(() => stampDutyFor("NSW", Property, "2019-12-31")).toThrow(/No stamp duty rate for NSW/);
  });
});

describe("small business declaration (NSW Duties Act 1997 s 259B, from 1 January 2018)", () => {
  it.each([
    [PI, "0.00"],
    [Liability, "0.00"],
    [Motor, "0.00"],
    [Property, "232.22"], // commercial property is not in s 259B: Type A 9 % still applies
  ])("NSW class %i with a declaration pays %s", (insuranceClass, duty) => {
    const p = example({ state: "NSW", insuranceClass, smallBusinessDeclaration: true });
    expect(p.stampDuty).toBe(duty);
    expect(p.rates.stampDutyExemption).toBe(duty === "0.00" ? "small-business" : null);
  });

  it("is not honoured where the state has no such exemption, nor without a declaration", () => {
    for (const state of ["VIC", "QLD", "SA", "WA", "NT"] as const)
      expect(
        example({ state, insuranceClass: PI, smallBusinessDeclaration: true }).rates
          .stampDutyExemption,
      ).toBeNull();
    expect(example({ state: "NSW", insuranceClass: PI }).stampDuty).toBe("129.01");
  });

  it("an insured exempt in its own right pays no duty in any state", () => {
    const p = example({ state: "SA", stampDutyExempt: true });
    expect(p.stampDuty).toBe("0.00");
    expect(p.rates).toMatchObject({ stampDutyExempt: true, stampDutyExemption: "insured" });
  });
});

describe("the stamp duty table", () => {
  it("has a source and a note on every row, rates between 0 and 1, exempt rows at 0", () => {
    for (const row of stampDutyRates) {
      expect(row.source).toMatch(/^https?:\/\//);
      expect(row.note?.length).toBeGreaterThan(20);
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(row.rate)).toBeGreaterThanOrEqual(0);
      expect(Number(row.rate)).toBeLessThan(1);
      if (row.exemptClasses?.length) expect(row.rate).toBe("0");
    }
  });

  it("never has two rows for the same state, class and date", () => {
    const seen = new Set<string>();
    for (const row of stampDutyRates)
      for (const c of row.classes ?? classes) {
        const key = `${row.state}/${c}/${row.effectiveFrom}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
  });

  it("names the row it used among the breakdown's sources", () => {
    const p = example({ state: "VIC", insuranceClass: PI, taxDate: "2025-07-01" });
    expect(p.rates.stampDuty).toBe("0.08");
    expect(p.rates.sources).toContain(
      "http://www5.austlii.edu.au/au/legis/vic/consol_act/da200093/s179.html",
    );
  });
});
