import { describe, expect, it } from "vitest";
import { splitByShares } from "../binding-agreements/split.ts";
import { InsuranceClass } from "../enums.ts";
import { percentOf } from "../rating/money.ts";
import { computePremium } from "../rating/premium.ts";
import {
  type BordereauFacts,
  bordereauFileName,
  bordereauLine,
  planSection,
  premiumBordereauColumns,
  premiumTransactionType,
  riskBordereauColumns,
} from "./bordereau.ts";
import { BordereauTotals, ZBordereauDownloadQuery } from "./bordereau-api.ts";
import { fromCents, percentOfCents, splitCents, toCents, toPercentUnits } from "./cents.ts";
import { writeAll } from "./writers.ts";

/** RFC 4180 fields of one CSV line (the tests read back what the writer wrote). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(field);
      field = "";
    } else field += c;
  }
  out.push(field);
  return out;
}

/** A small deterministic generator (tests stay reproducible). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("integer cents agree with the decimal functions", () => {
  it("parses and prints amounts", () => {
    expect(toCents("1234.5")).toBe(123450);
    expect(toCents("-0.07")).toBe(-7);
    expect(fromCents(-7)).toBe("-0.07");
    expect(fromCents(123450)).toBe("1234.50");
    expect(() => toCents("1.234")).toThrow(RangeError);
    expect(toPercentUnits("37.5")).toBe(375_000);
  });
  it("reads amounts digit by digit as the pattern does, and rejects what it rejects", () => {
    for (const [text, cents] of [
      ["7", 700],
      ["007.5", 750],
      ["-0.00", -0],
      ["-12.34", -1234],
      ["90071992547409.91", 9007199254740991],
    ] as const)
      expect(toCents(text)).toBe(cents);
    for (const bad of ["-", "12.", ".5", "+5", "1e5", " 5", "5 ", "1,000.00", "1.2.3", "٣"])
      expect(() => toCents(bad), bad).toThrow(/Not an amount/);
    expect(() => toCents("999999999999999")).toThrow(/too large/);
    expect(() => toCents("90071992547409.92")).toThrow(/too large/);
  });
  it("percentOfCents is percentOf, splitCents is splitByShares, over 5,000 random cases", () => {
    const next = random(42);
    for (let i = 0; i < 5000; i += 1) {
      const cents = Math.round((next() - 0.3) * 10 ** (2 + Math.floor(next() * 8)));
      const pct = (Math.round(next() * 400_000) / 10_000).toString();
      expect(fromCents(percentOfCents(cents, toPercentUnits(pct)))).toBe(
        percentOf(fromCents(cents), pct).toFixed(2),
      );
      const a = Math.round(next() * 600_000);
      const b = Math.round(next() * (1_000_000 - a));
      const units = [a, b, 1_000_000 - a - b];
      const decimal = splitByShares(
        fromCents(cents),
        units.map((u, key) => ({ key, percent: (u / 10_000).toString() })),
      ).map((part) => part.amount);
      expect(splitCents(cents, units).map(fromCents)).toEqual(decimal);
    }
  });
  it("falls back to decimals for amounts past the safe integers", () => {
    const huge = 99_999_999_999_999;
    expect(splitCents(huge, [333_333, 333_333, 333_334]).reduce((a, b) => a + b, 0)).toBe(huge);
    expect(percentOfCents(huge, 125_000)).toBe(12_499_999_999_999 + 1);
  });
});

const section = {
  key: "s1",
  name: "Professional indemnity",
  coverholderCommissionPercent: "22.5",
  maximumPremiumLimit: "1000000.00",
  notifiablePremiumLimit: null,
  shares: [
    { syndicateId: 7, sharePercent: "33.3333" },
    { syndicateId: 9, sharePercent: "66.6667" },
  ],
};
const syndicates = [
  { id: 9, label: "Syndicate 2623" },
  { id: 7, label: "Great Southern Insurance" },
  { id: 11, label: "Not on this section" },
];

function factsOf(rated: string, type: number, negate = false): BordereauFacts {
  const p = computePremium({
    ratedPremium: rated,
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate: "2026-07-01",
  });
  const sign = (v: string) => (negate && v !== "0.00" ? `-${v}` : v);
  return {
    transactionId: 1,
    sectionKey: "s1",
    riskCode: "E2",
    certificateReference: "CUA-P-000001",
    insuredName: "=cmd",
    insuredState: "NSW",
    insuredPostcode: "2000",
    insuredCountry: "AU",
    inceptionDate: "2026-07-01",
    expiryDate: "2027-07-01",
    transactionType: type,
    effectiveDate: "2026-07-01",
    boundDate: "2026-07-02",
    currency: "aud",
    classId: 1,
    productName: "PI",
    grossPremium: sign(p.grossPremium),
    emergencyServicesLevy: sign(p.emergencyServicesLevy),
    premiumGst: sign(p.premiumGst),
    stampDuty: sign(p.stampDuty),
    gstRate: p.rates.gst,
    stampDutyRate: p.rates.stampDuty,
    levyRate: p.rates.levy,
  };
}

describe("bordereau lines reconcile to the cent", () => {
  const plan = planSection(section, syndicates);
  it("commission = gross × %, net = gross − commission, syndicate parts add up", () => {
    const next = random(7);
    for (let i = 0; i < 500; i += 1) {
      const rated = (Math.round(next() * 10_000_000) / 100).toFixed(2);
      const type = 1 + Math.floor(next() * 4);
      const line = bordereauLine(factsOf(rated, type, type === 3), plan, "aud");
      expect(fromCents(line.commission)).toBe(percentOf(fromCents(line.gross), "22.5").toFixed(2));
      expect(line.net).toBe(line.gross - line.commission);
      const sum = (pick: (s: (typeof line.syndicates)[number]) => number) =>
        line.syndicates.reduce((acc, s) => acc + pick(s), 0);
      expect(sum((s) => s.gross)).toBe(line.gross);
      expect(sum((s) => s.commission)).toBe(line.commission);
      expect(sum((s) => s.net)).toBe(line.net);
      expect(line.syndicates[2]).toMatchObject({ percent: "", gross: 0 });
      expect(line.totalTaxes).toBe(line.levy + line.gst + line.duty);
    }
  });
  it("names premium transaction types by type and sign", () => {
    expect(premiumTransactionType(1, 100)).toBe("Original Premium");
    expect(premiumTransactionType(4, 100)).toBe("Original Premium");
    expect(premiumTransactionType(2, 100)).toBe("Additional Premium");
    expect(premiumTransactionType(2, -100)).toBe("Return Premium");
    expect(premiumTransactionType(3, -100)).toBe("Return Premium");
  });
  it("writes the Lloyd's column names, tax blocks and syndicate split", () => {
    const line = bordereauLine(factsOf("1000", 1), plan, "aud");
    const csv = writeAll("csv", premiumBordereauColumns(syndicates), [line]);
    const [header, row] = csv.split("\r\n");
    const names = csvFields(header!);
    for (const name of [
      "Certificate Reference",
      "Risk Inception Date",
      "Risk Expiry Date",
      "Insured Full Name or Company Name",
      "Risk Transaction Type",
      "Premium Transaction Type",
      "Effective Date of Transaction",
      "Gross Premium Paid this Time",
      "Commission %",
      "Commission Amount",
      "Tax Jurisdiction 1",
      "Taxable Premium 2",
      "Tax Rate 1",
      "Tax Amount 2",
      "Total Taxes and Levies",
      "Net Premium",
      "Settlement Currency",
      "Rate of Exchange",
      "Section No",
      "Risk Code",
      "Syndicate 2623 Net Premium",
    ])
      expect(names).toContain(name);
    const cells = csvFields(row!);
    const at = (name: string) => cells[names.indexOf(name)];
    expect(at("Insured Full Name or Company Name")).toBe("'=cmd");
    expect(at("Gross Premium Paid this Time")).toBe("1000.00");
    expect(at("Commission Amount")).toBe("225.00");
    expect(at("Net Premium")).toBe("775.00");
    expect(at("Tax Type 1")).toBe("GST");
    expect(at("Tax Rate 1")).toBe("10");
    expect(at("Tax Amount 1")).toBe("100.00");
    expect(at("Taxable Premium 2")).toBe("1100.00");
    expect(at("Tax Amount 2")).toBe("55.00");
    expect(at("Syndicate 2623 Share %")).toBe("66.6667");
    expect(at("Syndicate 2623 Gross Premium")).toBe("666.67");
    expect(at("Great Southern Insurance Gross Premium")).toBe("333.33");
    expect(at("Rate of Exchange")).toBe("1");
    expect(writeAll("csv", riskBordereauColumns(syndicates), [line])).toContain(
      "Class of Business",
    );
  });
  it("totals equal the sum of the lines; months run from the start to the end", () => {
    const totals = new BordereauTotals(syndicates.length);
    const lines = ["1000", "250.55", "99.99"].map((r, i) =>
      bordereauLine(factsOf(r, i === 2 ? 3 : 1, i === 2), plan, "aud"),
    );
    for (const line of lines) totals.add(line);
    const control = totals.control();
    expect(control.grossPremium).toBe(fromCents(lines.reduce((a, l) => a + l.gross, 0)));
    expect(control.syndicateGross).toBe(control.grossPremium);
    expect(control.syndicateNet).toBe(control.netPremium);
    expect(totals.section("s1").transactions).toBe(3);
    expect(totals.monthsBetween("2026-05-15", "2026-08-01").map((m) => m.month)).toEqual([
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
    ]);
    expect(totals.monthsBetween("2026-05-15", "2026-08-01")[2]!.transactions).toBe(3);
  });
  it("checks the query and names the file", () => {
    const bad = ZBordereauDownloadQuery.safeParse({
      periodId: "1",
      dateFrom: "2026-07-02",
      dateTo: "2026-07-01",
      kind: "premium",
    });
    expect(bad.error?.issues[0]?.path).toEqual(["dateTo"]);
    expect(bordereauFileName("premium", "B1234/ABC 26", "2026-07-01", "2026-07-31", "xlsx")).toBe(
      "premium_bordereau_B1234_ABC_26_20260701_20260731.xlsx",
    );
  });
});
