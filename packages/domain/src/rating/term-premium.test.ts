/**
 * Worked examples of a term's premium (new business, a mid-term adjustment, a cancellation), to
 * the cent. Rates: GST 10 % (A New Tax System (Goods and Services Tax) Act 1999 s 9-70,
 * https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst); NSW
 * insurance duty on professional ("occupational") indemnity, Type B, 5 % of premium including GST
 * (Duties Act 1997 (NSW) s 234(2),
 * https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/insurance-duty/types-of-insurance).
 * The term 2026-01-01 → 2027-01-01 has 365 days; the effective day is not earned (prorata.ts).
 */
import { describe, expect, it } from "vitest";
import { ChargeType, InsuranceClass, TransactionStatus } from "../enums.ts";
import { ZPremiumBreakdown } from "./breakdown-schema.ts";
import { adjustmentBreakdown, cancellationBreakdown } from "./change-premium.ts";
import { computePremium } from "./premium.ts";
import { premiumMoneyLines, sumBreakdowns, termPremium } from "./term-premium.ts";

const term = { inception: "2026-01-01", expiry: "2027-01-01" };
const nswPi = (ratedPremium: string, taxDate: string) =>
  computePremium({
    ratedPremium,
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate,
    brokerCommissionPercent: 20,
  });

const { Bound, Quoted } = TransactionStatus;
const nb = nswPi("1000", "2026-01-01");
const annualAfter = nswPi("1500", "2026-07-02");
const adj = adjustmentBreakdown({
  before: nb,
  after: annualAfter,
  ...term,
  effective: "2026-07-02",
});
const can = cancellationBreakdown({ inForce: annualAfter, ...term, effective: "2026-10-01" });

describe("the worked example's transactions", () => {
  it("new business: 1,000.00 gross, GST 100.00, duty 5 % of 1,100.00 = 55.00", () => {
    expect([nb.grossPremium, nb.premiumGst, nb.stampDuty, nb.amountPayable]).toEqual([
      "1000.00",
      "100.00",
      "55.00",
      "1155.00",
    ]);
  });

  it("adjustment to 1,500.00 from 2 July: 500.00 × 183/365 = 250.68, GST 25.07, duty 13.79", () => {
    expect([adj.grossPremium, adj.premiumGst, adj.stampDuty, adj.amountPayable]).toEqual([
      "250.68",
      "25.07",
      "13.79",
      "289.54",
    ]);
  });

  it("cancellation from 1 October: 1,500.00 × 92/365 = 378.08 returned, GST 37.81, duty 20.79", () => {
    expect([can.grossPremium, can.premiumGst, can.stampDuty, can.amountPayable]).toEqual([
      "-378.08",
      "-37.81",
      "-20.79",
      "-436.68",
    ]);
  });
});

describe("termPremium", () => {
  const transactions = [
    { id: 1, status: Bound, premium: nb },
    { id: 2, status: Bound, premium: adj },
    { id: 3, status: Bound, premium: can },
  ];

  it("sums the bound transactions line by line, net of the return", () => {
    const total = termPremium(transactions);
    expect(total).not.toBeNull();
    // 1,000.00 + 250.68 − 378.08; GST 100.00 + 25.07 − 37.81; duty 55.00 + 13.79 − 20.79.
    expect(total?.grossPremium).toBe("872.60");
    expect(total?.premiumGst).toBe("87.26");
    expect(total?.stampDuty).toBe("48.00");
    expect(total?.amountPayable).toBe("1007.86");
    // Commission 20 % of base: 200.00 + 50.14 − 75.62.
    expect(total?.brokerCommission).toBe("174.52");
    expect(total?.netPremium).toBe("698.08");
  });

  it("adds up as a transaction does: payable = gross + GST + duty", () => {
    const total = termPremium(transactions);
    const cents = (s: string | undefined) => Math.round(Number(s) * 100);
    expect(cents(total?.amountPayable)).toBe(
      cents(total?.grossPremium) + cents(total?.premiumGst) + cents(total?.stampDuty),
    );
  });

  it("leaves out what is not bound, and is null while nothing is", () => {
    const quotedCancellation = [
      ...transactions.slice(0, 2),
      { id: 3, status: Quoted, premium: can },
    ];
    expect(termPremium(quotedCancellation)?.grossPremium).toBe("1250.68");
    expect(termPremium([{ id: 1, status: Quoted, premium: nb }])).toBeNull();
  });

  it("reads the term as it stood after each change", () => {
    expect(termPremium(transactions.slice(0, 2))?.amountPayable).toBe("1444.54");
    expect(termPremium(transactions.slice(0, 1))?.amountPayable).toBe("1155.00");
  });

  it("is in the breakdown's named shape, whatever order the transactions come in", () => {
    const total = termPremium([...transactions].reverse());
    expect(ZPremiumBreakdown.parse(total)).toEqual(total);
    expect(total?.grossPremium).toBe("872.60");
    expect(total?.rates.gst).toBe("0.1");
  });
});

describe("sumBreakdowns", () => {
  it("merges charges of the same type and name; a percentage shows only when all agree", () => {
    const withCharges = (rated: string, percent: string) =>
      computePremium({
        ratedPremium: rated,
        charges: [
          { name: "Loading", type: ChargeType.Standard, percent },
          { name: "Policy fee", type: ChargeType.OtherCharge, amount: "25" },
        ],
        country: "NZ",
        insuranceClass: InsuranceClass.ProfessionalIndemnity,
        taxDate: "2026-01-01",
      });
    const sum = sumBreakdowns([withCharges("100", "10"), withCharges("200", "5")]);
    expect(sum?.standardCharges).toEqual([
      { name: "Loading", type: ChargeType.Standard, percent: null, amount: "20.00" },
    ]);
    expect(sum?.otherCharges).toEqual([
      { name: "Policy fee", type: ChargeType.OtherCharge, percent: null, amount: "50.00" },
    ]);
    // NZ GST 15 % (https://www.ird.govt.nz/gst): (110 + 25) × 0.15 + (210 + 25) × 0.15.
    expect(sum?.premiumGst).toBe("55.50");
  });

  it("knows every money line of a breakdown (a line added to the type is summed too)", () => {
    const money = Object.entries(nb)
      .filter(([, value]) => typeof value === "string")
      .map(([key]) => key);
    expect([...premiumMoneyLines].sort()).toEqual(money.sort());
  });

  it("is null for no breakdowns and sums every money line", () => {
    expect(sumBreakdowns([])).toBeNull();
    const twice = sumBreakdowns([nb, nb]);
    for (const line of premiumMoneyLines)
      expect(twice?.[line]).toBe((Number(nb[line]) * 2).toFixed(2));
  });
});
