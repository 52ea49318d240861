import { describe, expect, it } from "vitest";
import { InsuranceClass, type InsuranceClassId } from "../enums.ts";
import { checkImportRow } from "./check-row.ts";
import { cellsOf, importColumns, mapHeader } from "./columns.ts";
import { CsvReader, readCsv } from "./csv.ts";
import { type ImportRow, parseImportRow } from "./parse-row.ts";
import { ImportSummary } from "./summary.ts";
import { importTemplateCsv } from "./template.ts";

const sample = Object.fromEntries(importColumns.map((c) => [c.name, c.sample]));
const cells = (over: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries({ ...sample, ...over }).filter(([, v]) => v !== ""));
const parsed = (over: Record<string, string> = {}, line = 2): ImportRow => {
  const { row, errors } = parseImportRow(line, cells(over));
  expect(errors).toEqual([]);
  return row!;
};
const today = "2026-11-29";
const check = (
  over: Record<string, string>,
  insuranceClass: InsuranceClassId = InsuranceClass.ProfessionalIndemnity,
) => checkImportRow(parsed(over), { today, insuranceClass });
const codes = (issues: { column: string; code: string }[]) =>
  issues.map((i) => `${i.column}:${i.code}`);

describe("CSV reader", () => {
  it("reads quoted commas, doubled quotes and line breaks, naming each record's first line", () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\r\nlines",z\nlast,row';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 4, cells: ["two\nlines", "z"] },
      { line: 6, cells: ["last", "row"] },
    ]);
  });

  it("gives the same records whatever the chunking", () => {
    const text = 'h1,h2\r\n"a""b","c\r\nd"\r\ne,f\r\n';
    const whole = readCsv(text);
    for (let size = 1; size <= 4; size++) {
      const reader = new CsvReader();
      const out = [];
      for (let i = 0; i < text.length; i += size) out.push(...reader.push(text.slice(i, i + size)));
      out.push(...reader.end());
      expect(out).toEqual(whole);
    }
  });
});

describe("header mapping", () => {
  it("takes the columns in any order and any case, reports missing, repeated and unknown ones", () => {
    const header = ["POLICYNUMBER", "transactiontype", "Mystery", "policyNumber"];
    const mapping = mapHeader(header);
    expect(mapping.positions).toEqual([
      { name: "policyNumber", index: 0 },
      { name: "transactionType", index: 1 },
    ]);
    expect(mapping.warnings.map((w) => w.code)).toEqual(["unknownColumn"]);
    expect(mapping.errors[0]).toMatchObject({
      line: 1,
      column: "policyNumber",
      code: "duplicateColumn",
    });
    expect(mapping.errors.filter((e) => e.code === "missingColumn")).toHaveLength(15);
    expect(cellsOf(mapping, [" P1 ", "nb", "?", "P2"])).toEqual({
      policyNumber: "P1",
      transactionType: "nb",
    });
  });

  it("the template's header maps with no finding and its sample row validates", () => {
    const [header, row] = readCsv(importTemplateCsv());
    const mapping = mapHeader(header!.cells);
    expect([...mapping.errors, ...mapping.warnings]).toEqual([]);
    const { row: typed, errors } = parseImportRow(2, cellsOf(mapping, row!.cells));
    expect(errors).toEqual([]);
    expect(
      checkImportRow(typed!, { today, insuranceClass: InsuranceClass.ProfessionalIndemnity }),
    ).toEqual({
      errors: [],
      warnings: [],
    });
  });
});

describe("row parser", () => {
  it("reads money as two-decimal strings and normalises codes", () => {
    const row = parsed({
      basePremium: "1000",
      grossPremium: "1000.0",
      transactionType: "nb",
      insuredState: "nsw",
    });
    expect(row).toMatchObject({
      basePremium: "1000.00",
      grossPremium: "1000.00",
      transactionType: "NB",
    });
    expect(row.insuredState).toBe("NSW");
    expect(row.brokerCommission).toBe("150.00");
    expect(row.administrationFee).toBe("0.00");
    expect(row.answers).toEqual({ employees: 4 });
  });

  it("reports every unreadable cell on its line and column", () => {
    const { row, errors } = parseImportRow(
      7,
      cells({
        policyNumber: "",
        effectiveDate: "01/07/2026",
        inceptionDate: "2026-02-30",
        basePremium: "1,000.00",
        gst: "10.001",
        transactionType: "XX",
        insuredState: "Sydney",
        insuredPostcode: "200",
        currency: "NZD",
        insuredRegistrationNumber: "51824753557",
        insuredEmail: "not-an-email",
        answers: "[1]",
      }),
    );
    expect(row).toBeNull();
    expect(errors.every((e) => e.line === 7)).toBe(true);
    expect(codes(errors)).toEqual([
      "policyNumber:required",
      "transactionType:invalidTransactionType",
      "effectiveDate:invalidDate",
      "inceptionDate:invalidDate",
      "basePremium:invalidAmount",
      "gst:invalidAmount",
      "insuredEmail:invalidEmail",
      "answers:invalidAnswers",
      "insuredState:invalidState",
      "insuredPostcode:invalidPostcode",
      "currency:invalidCurrency",
      "insuredRegistrationNumber:invalidRegistrationNumber",
    ]);
  });

  it("checks an NZ insured's NZBN (GS1 check digit) and currency", () => {
    const nz = { insuredCountry: "NZ", insuredState: "Auckland", currency: "NZD" };
    expect(
      parsed({ ...nz, insuredRegistrationNumber: "9429041981658" }).insuredRegistrationNumber,
    ).toBe("9429041981658");
    expect(
      codes(parseImportRow(2, cells({ ...nz, insuredRegistrationNumber: "9429041981659" })).errors),
    ).toEqual(["insuredRegistrationNumber:invalidRegistrationNumber"]);
  });
});

describe("row checks", () => {
  it("dates: expiry after inception, effective within the term, bound no later than today", () => {
    expect(codes(check({ expiryDate: "2026-07-01" }).errors)).toEqual([
      "expiryDate:expiryNotAfterInception",
    ]);
    expect(codes(check({ effectiveDate: "2027-07-02" }).errors)).toEqual([
      "effectiveDate:effectiveOutsideTerm",
    ]);
    expect(codes(check({ bindDate: "2026-11-30" }).errors)).toEqual(["bindDate:bindDateInFuture"]);
    expect(check({ bindDate: today }).errors).toEqual([]);
  });

  it("money: gross = base + other charges − discount charges, signs by type, commission within base", () => {
    // 1,000 + 80 − 50 = 1,030; GST 103.00; NSW PI duty 5 % × 1,133.00 = 56.65.
    const added = { otherCharges: "80", discountCharges: "50", gst: "103.00", stampDuty: "56.65" };
    expect(check({ ...added, grossPremium: "1030.00" })).toEqual({ errors: [], warnings: [] });
    expect(check({ ...added, grossPremium: "1030.01" }).errors[0]).toMatchObject({
      column: "grossPremium",
      code: "grossMismatch",
      message: "grossPremium must equal basePremium + otherCharges − discountCharges (1030.00)",
    });
    const ret = {
      basePremium: "-500",
      grossPremium: "-500",
      gst: "-50",
      stampDuty: "-27.50",
      brokerCommission: "-75",
    };
    expect(check({ ...ret, transactionType: "NB" }).errors.map((e) => e.code)).toEqual([
      "premiumSign",
    ]);
    expect(check({ ...ret, transactionType: "CAN" })).toEqual({ errors: [], warnings: [] });
    expect(check({ transactionType: "CAN" }).errors.map((e) => e.code)).toEqual(["premiumSign"]);
    expect(check({ brokerCommission: "1000.01" }).errors.map((e) => e.code)).toEqual([
      "commissionExceedsBase",
    ]);
    expect(check({ transactionType: "REN" }).errors.map((e) => e.code)).toEqual([
      "previousPolicyRequired",
    ]);
  });

  /*
   * Taxes on a gross premium of 2,345.67, as in taxes.test.ts: GST 10 % (ATO) = 234.57; duty on
   * 2,345.67 + 234.57 = 2,580.24.
   */
  const taxed = {
    basePremium: "2345.67",
    grossPremium: "2345.67",
    brokerCommission: "0",
    gst: "234.57",
  };
  it.each([
    // Revenue NSW, types of insurance: Type B 5 % (occupational indemnity): 129.012.
    ["NSW", InsuranceClass.ProfessionalIndemnity, "2026-11-24", "129.01", "129.02", "129.03"],
    // Revenue NSW: Type A 9 % (commercial property): 232.2216.
    ["NSW", InsuranceClass.Property, "2026-11-24", "232.22", "232.21", "232.20"],
    // SRO Victoria, Duties Act 2000 s 179(4): business insurance 8 % from 1 July 2025: 206.4192.
    ["VIC", InsuranceClass.Liability, "2025-11-24", "206.42", "206.43", "206.44"],
    // ACT Revenue Office: duty abolished from 1 July 2016.
    ["ACT", InsuranceClass.Property, "2026-11-24", "0.00", "0.01", "0.02"],
  ] as const)(
    "%s class %i on %s: duty %s accepted, %s within a cent, %s a warning",
    (state, cls, date, duty, near, off) => {
      const row = {
        ...taxed,
        insuredState: state,
        effectiveDate: date,
        inceptionDate: date,
        expiryDate: `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`,
        bindDate: date,
      };
      expect(check({ ...row, stampDuty: duty }, cls)).toEqual({ errors: [], warnings: [] });
      expect(check({ ...row, stampDuty: near }, cls)).toEqual({ errors: [], warnings: [] });
      const warnings = check({ ...row, stampDuty: off }, cls).warnings;
      expect(codes(warnings)).toEqual(["stampDuty:stampDutyMismatch"]);
      expect(warnings[0]!.message).toContain(duty);
    },
  );

  it("GST more than a cent away is a warning naming the table's figure and its source; NZ 15 %, no duty", () => {
    const w = check({ ...taxed, stampDuty: "129.01", gst: "234.55" }).warnings;
    expect(w[0]).toMatchObject({ column: "gst", code: "gstMismatch" });
    expect(w[0]!.message).toContain("234.57");
    expect(w[0]!.message).toContain("ato.gov.au");
    // IRD: GST 15 % → 2,345.67 × 0.15 = 351.8505 → 351.85.
    const nz = {
      insuredCountry: "NZ",
      insuredState: "Auckland",
      currency: "NZD",
      insuredRegistrationNumber: "",
    };
    expect(check({ ...taxed, ...nz, gst: "351.85", stampDuty: "0" })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it("an unknown product's taxes are not checked", () => {
    expect(checkImportRow(parsed({ gst: "1" }), { today }).warnings).toEqual([]);
  });
});

describe("reconciliation summary", () => {
  it("counts by type, product and month and sums the money exactly", () => {
    const summary = new ImportSummary({ today, daysBefore: 30 });
    const rows = [
      parsed({
        policyNumber: "A",
        expiryDate: "2026-12-15",
        grossPremium: "0.10",
        basePremium: "0.10",
        brokerCommission: "0",
      }),
      parsed({
        policyNumber: "A",
        transactionType: "ADJ",
        effectiveDate: "2026-08-01",
        grossPremium: "0.20",
        basePremium: "0.20",
        brokerCommission: "0",
      }),
      parsed({ policyNumber: "B", expiryDate: "2026-12-20", product: "Liability" }),
      parsed({
        policyNumber: "B",
        transactionType: "CAN",
        expiryDate: "2026-12-20",
        product: "Liability",
        grossPremium: "-1000",
      }),
      parsed({ policyNumber: "C", expiryDate: "2027-02-01" }),
    ];
    for (const row of rows) summary.add(row);
    expect(summary.result()).toEqual({
      byType: { NB: 3, ADJ: 1, CAN: 1 },
      byProduct: {
        "Professional Indemnity": { rows: 3, grossPremium: "1000.30" },
        Liability: { rows: 2, grossPremium: "0.00" },
      },
      byMonth: {
        "2026-07": { rows: 4, grossPremium: "1000.10" },
        "2026-08": { rows: 1, grossPremium: "0.20" },
      },
      grossPremium: "1000.30",
      gst: "500.00",
      stampDuty: "275.00",
      brokerCommission: "450.00",
      renewalsDue: 1,
    });
  });
});
