import { describe, expect, it } from "vitest";
import { InsuranceClass } from "../enums.ts";
import { computePremium } from "../rating/premium.ts";
import {
  type BoundTransactionFacts,
  boundPolicyColumns,
  boundPolicyReportFileName,
  checkReportRange,
  defaultReportRange,
  reportMessages as m,
  moveReportRange,
  reportRangeOf,
  startOfDaySeconds,
  ZBoundPolicyReportQuery,
} from "./bound-policy-report.ts";
import { csvCell, neutraliseFormula, writeAll } from "./writers.ts";

describe("report dates (SPEC §5, §9)", () => {
  const today = "2026-11-24";
  it("are required, from 1 January 2020 to today, dateTo not before dateFrom", () => {
    expect(checkReportRange(null, "", today)).toEqual({ dateFrom: m.required, dateTo: m.required });
    expect(checkReportRange("2019-12-31", "2026-11-25", today)).toEqual({
      dateFrom: m.beforeEarliest,
      dateTo: m.afterToday,
    });
    expect(checkReportRange("2020-01-01", today, today)).toEqual({});
    expect(checkReportRange("2026-11-10", "2026-11-09", today)).toEqual({ dateTo: m.toBeforeFrom });
  });
  it("moving one date past the other moves the other", () => {
    const range = { dateFrom: "2026-11-01", dateTo: "2026-11-10" };
    expect(moveReportRange(range, { dateFrom: "2026-11-15" })).toEqual({
      dateFrom: "2026-11-15",
      dateTo: "2026-11-15",
    });
    expect(moveReportRange(range, { dateTo: "2026-10-20" })).toEqual({
      dateFrom: "2026-10-20",
      dateTo: "2026-10-20",
    });
    expect(moveReportRange(range, { dateTo: "2026-11-05" })).toEqual({
      dateFrom: "2026-11-01",
      dateTo: "2026-11-05",
    });
  });
  it("default to the start of this month to today", () => {
    expect(defaultReportRange(today)).toEqual({ dateFrom: "2026-11-01", dateTo: today });
  });
  it("the API takes epoch seconds, start and end of day UTC, type csv by default", () => {
    const query = ZBoundPolicyReportQuery.parse({
      date_from: String(startOfDaySeconds("2026-11-01")),
      date_to: String(startOfDaySeconds("2026-11-24") + 86_399),
    });
    expect(query.type).toBe("csv");
    const range = reportRangeOf(query, today);
    expect(range.errors).toEqual({});
    expect(range.from.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(range.to.toISOString()).toBe("2026-11-24T23:59:59.999Z");
    expect(
      ZBoundPolicyReportQuery.safeParse({ date_from: "", date_to: "1" }).error?.issues[0]?.message,
    ).toBe(m.required);
    expect(
      ZBoundPolicyReportQuery.safeParse({ date_from: "1", date_to: "1", type: "pdf" }).success,
    ).toBe(false);
  });
  it("the file is named bound_policy_report_{yyyyMMdd_HHmmss}.{type}", () => {
    expect(boundPolicyReportFileName(new Date("2026-11-24T05:07:09Z"), "json")).toBe(
      "bound_policy_report_20261124_050709.json",
    );
  });
});

const facts: BoundTransactionFacts = {
  reference: "CUA-000123",
  policyNumber: "CUA-P-000123",
  transactionType: 1,
  effectiveDate: "2026-07-01",
  boundAt: new Date("2026-06-28T03:00:00Z"),
  inceptionDate: "2026-07-01",
  expiryDate: "2027-07-01",
  insuredName: 'Kookaburra "K" Engineering, Pty Ltd',
  insuredState: "NSW",
  productName: "Professional Indemnity",
  insuranceClass: "Professional Indemnity",
  brokerName: '=HYPERLINK("x")',
  currency: "aud",
  premium: computePremium({
    ratedPremium: "1000",
    country: "AU",
    state: "NSW",
    insuranceClass: InsuranceClass.ProfessionalIndemnity,
    taxDate: "2026-07-01",
    brokerCommissionPercent: 20,
  }),
};

describe("export formats", () => {
  it("csv quotes, doubles quotes, neutralises formulas, keeps negative amounts as numbers", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("-497.27")).toBe("-497.27");
    const csv = writeAll("csv", boundPolicyColumns, [facts]);
    const [header, row] = csv.split("\r\n");
    expect(header?.startsWith("Reference,Policy number,Transaction type")).toBe(true);
    expect(row).toContain('"Kookaburra ""K"" Engineering, Pty Ltd"');
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain(",1000.00,");
    expect(row).toContain(",NB,");
  });
  it("json is an array of objects with every premium line as a string", () => {
    const rows = JSON.parse(writeAll("json", boundPolicyColumns, [facts, facts])) as Record<
      string,
      string
    >[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      grossPremium: "1000.00",
      premiumGst: "100.00",
      stampDuty: "55.00",
      amountPayable: "1155.00",
      brokerCommission: "200.00",
    });
    expect(JSON.parse(writeAll("json", boundPolicyColumns, []))).toEqual([]);
  });
  it("txt is tab-separated with one line per row", () => {
    const txt = writeAll("txt", boundPolicyColumns, [{ ...facts, insuredName: "Line\none\tTab" }]);
    const lines = txt.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]?.split("\t")).toHaveLength(boundPolicyColumns.length);
    expect(lines[1]).toContain("Line one Tab");
  });
  it("txt neutralises formula cells as csv does, keeping negative amounts as numbers", () => {
    for (const cell of ["=1+2", "+61 2", "-x", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseFormula("-497.27")).toBe("-497.27");
    expect(neutraliseFormula("Acme")).toBe("Acme");
    const row = { ...facts, insuredName: '=HYPERLINK("x")', brokerName: "@cmd" };
    const txt = writeAll("txt", boundPolicyColumns, [row]);
    const cells = txt.trimEnd().split("\n")[1]?.split("\t") ?? [];
    expect(cells).toContain('\'=HYPERLINK("x")');
    expect(cells).toContain("'@cmd");
    expect(cells.some((cell) => /^[=+@]/.test(cell))).toBe(false);
  });
  it("a premium line missing from an older stored breakdown is an empty cell in every format", () => {
    const { adminFee: _, ...older } = facts.premium;
    const plain = { insuredName: "Wattle Surveying", brokerName: "Harbourside" };
    const row = { ...facts, ...plain, premium: older as typeof facts.premium };
    const adminFeeAt = boundPolicyColumns.findIndex((c) => c.key === "adminFee");
    for (const type of ["csv", "txt"] as const) {
      const line = writeAll(type, boundPolicyColumns, [row]).split(/\r?\n/)[1] ?? "";
      expect(line.split(type === "csv" ? "," : "\t")[adminFeeAt]).toBe("");
    }
    const [json] = JSON.parse(writeAll("json", boundPolicyColumns, [row])) as Record<
      string,
      string
    >[];
    expect(json?.adminFee).toBe("");
  });
});
