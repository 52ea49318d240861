/**
 * Policy data import, validation (SPEC §2, §5, §6, §7): each error class with its line and
 * column, the file read as a stream in any content type CSV is sent with, the products and
 * brokerages of the importing company only, references to policies in the file or on the
 * platform, and who may import (an underwriter company's ManageRisks; a broker 403).
 */
import { csvField, importColumns, readCsv } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../platform/db/statements.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { boundPolicy } from "../../test/policies.ts";
import { riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let platformPolicy: string;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  platformPolicy = (await boundPolicy(m)).policyNumber;
}, 240_000);
afterAll(() => t.close());

const validateUrl = (companyId: number) =>
  `/api/companies/${companyId}/woodina-bulk-import/validate`;
const names = importColumns.map((c) => c.name);
const sample = Object.fromEntries(importColumns.map((c) => [c.name, c.sample]));
/** A row of the file: the template's sample for Coastal's PI product, placed by Harbourside. */
const row = (over: Record<string, string> = {}) => ({
  ...sample,
  product: "PI-CON",
  brokerage: "harbourside",
  ...over,
});
const csv = (rows: Record<string, string>[], header: string[] = names) =>
  [header.join(","), ...rows.map((r) => header.map((h) => csvField(r[h] ?? "")).join(","))].join(
    "\r\n",
  );
const validate = (
  client = m.underwriter,
  body: string,
  companyId = m.id.coastal,
  type = "text/csv",
) =>
  client.post(validateUrl(companyId), undefined, {
    rawBody: body,
    headers: { "content-type": type },
  });
const at = (errors: { line: number; column: string; code: string }[]) =>
  errors.map((e) => `${e.line}:${e.column}:${e.code}`);

describe("validate", () => {
  it("a clean file is valid, with its summary to the cent", async () => {
    const file = csv([
      row({ policyNumber: "IMP-1" }),
      row({
        policyNumber: "IMP-2",
        product: "professional indemnity — consultants",
        brokerage: "Southern Cross Brokers",
      }),
      row({
        policyNumber: "IMP-1",
        transactionType: "ADJ",
        effectiveDate: "2026-09-01",
        basePremium: "100.05",
        grossPremium: "100.05",
        gst: "10.01",
        stampDuty: "5.50",
        brokerCommission: "15.01",
      }),
    ]);
    const response = await validate(m.underwriter, file);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ valid: true, rows: 3, errors: [], warnings: [] });
    expect(response.body.summary).toMatchObject({
      byType: { NB: 2, ADJ: 1 },
      byProduct: { "Professional Indemnity — Consultants": { rows: 3, grossPremium: "2100.05" } },
      byMonth: {
        "2026-07": { rows: 2, grossPremium: "2000.00" },
        "2026-09": { rows: 1, grossPremium: "100.05" },
      },
      grossPremium: "2100.05",
      gst: "210.01",
      stampDuty: "115.50",
      brokerCommission: "315.01",
    });
  });

  it("reports every error class on its line and column", async () => {
    const file = csv([
      row({ policyNumber: "E-1", effectiveDate: "2026/07/01" }), // 2 type
      row({ policyNumber: "E-2", product: "PI-ENG" }), // 3 another company's product
      row({ policyNumber: "E-3", brokerage: "nobody" }), // 4 unknown brokerage
      row({ policyNumber: "E-4", expiryDate: "2026-06-01" }), // 5 dates ordered
      row({ policyNumber: "E-5", grossPremium: "999.99" }), // 6 gross adds up
      row({
        policyNumber: "E-6",
        transactionType: "CAN",
        effectiveDate: "2026-08-01",
        grossPremium: "-1000",
        basePremium: "-1000",
        gst: "-100",
        stampDuty: "-55",
        brokerCommission: "-150",
      }), // 7
      row({ policyNumber: "E-7", transactionType: "REN", previousPolicyNumber: "OLD-404" }), // 8 renewal of nothing
      row({ policyNumber: "E-8" }), // 9
      row({ policyNumber: "E-8" }), // 10 repeats line 9
      row({
        policyNumber: "E-9",
        insuredRegistrationNumber: "51824753557",
        bindDate: "2099-01-01",
      }), // 11
      row({ policyNumber: "E-10", stampDuty: "60.00" }), // 12 warning only
    ]);
    const response = await validate(m.underwriter, file);
    expect(response.status).toBe(200);
    expect(response.body.valid).toBe(false);
    expect(at(response.body.errors)).toEqual([
      "2:effectiveDate:invalidDate",
      "3:product:unknownProduct",
      "4:brokerage:unknownBrokerage",
      "5:expiryDate:expiryNotAfterInception",
      "6:grossPremium:grossMismatch",
      "7:policyNumber:policyNotFound",
      "8:previousPolicyNumber:policyNotFound",
      "10:policyNumber:duplicateTransaction",
      "11:insuredRegistrationNumber:invalidRegistrationNumber",
    ]);
    // A row is checked further only once it can be read: line 11's future bind date shows once its ABN is fixed.
    expect(response.body.errors[1].message).toBe(
      'No product of yours has the code or name "PI-ENG"',
    );
    expect(response.body.errors[7].message).toBe(
      "The same policy, transaction type and effective date appear on line 9",
    );
    expect(at(response.body.warnings)).toEqual(["12:stampDuty:stampDutyMismatch"]);
  });

  it("ADJ, CAN and REN may point at a policy already on the platform", async () => {
    const file = csv([
      row({ policyNumber: platformPolicy, transactionType: "ADJ", effectiveDate: "2026-08-01" }),
      row({ policyNumber: "REN-1", transactionType: "REN", previousPolicyNumber: platformPolicy }),
      row({ policyNumber: "E-9", bindDate: "2099-01-01" }),
    ]);
    const response = await validate(m.underwriter, file);
    expect(at(response.body.errors)).toEqual(["4:bindDate:bindDateInFuture"]);
  });

  it("maps the header in any order and case; reports missing, repeated and unknown columns on line 1", async () => {
    const shuffled = [...names].reverse().map((n) => n.toUpperCase());
    const ok = await validate(
      m.underwriter,
      csv([row({ policyNumber: "H-1" })], names).replace(names.join(","), names.join(",")),
    );
    expect(ok.body.valid).toBe(true);
    const upper = readCsv(csv([row({ policyNumber: "H-1" })], [...names].reverse()));
    const reordered = [shuffled.join(","), upper[1]!.cells.map(csvField).join(",")].join("\n");
    expect((await validate(m.underwriter, reordered)).body.errors).toEqual([]);
    const broken = csv([row()], ["policyNumber", "policynumber", "colour", ...names.slice(2)]);
    const response = await validate(m.underwriter, broken);
    expect(at(response.body.errors)).toEqual([
      "1:policyNumber:duplicateColumn",
      "1:transactionType:missingColumn",
    ]);
    expect(at(response.body.warnings)).toEqual(["1:colour:unknownColumn"]);
  });

  it("takes text/csv by default and the types CSV is sent with; refuses anything else", async () => {
    const file = csv([row({ policyNumber: "T-1" })]);
    // No content type at all: the client always names one, so the request is made by hand.
    const cookies = m.underwriter.cookies;
    const untyped = await t.app.inject({
      method: "POST",
      url: validateUrl(m.id.coastal),
      payload: file,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        "x-xsrf-token": cookies.get("XSRF-TOKEN")!,
      },
    });
    expect(untyped.statusCode, untyped.body).toBe(200);
    expect(untyped.json().valid).toBe(true);
    expect(
      (await validate(m.underwriter, file, m.id.coastal, "application/vnd.ms-excel")).body.valid,
    ).toBe(true);
    const pdf = await validate(m.underwriter, file, m.id.coastal, "application/pdf");
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors).toEqual({ file: ["Invalid file type"] });
    const empty = await validate(m.underwriter, names.join(","));
    expect(at(empty.body.errors)).toEqual(["1::emptyFile"]);
  });

  it("a brokerage must be connected to the importing agency", async () => {
    // Summit is connected to Harbourside only.
    const file = csv([row({ product: "PI-ENG", brokerage: "southerncross" })]);
    const summit = await m.underwriter2.post(validateUrl(m.id.summit), undefined, {
      rawBody: file,
      headers: { "content-type": "text/csv" },
    });
    expect(summit.status, JSON.stringify(summit.body)).toBe(200);
    expect(at(summit.body.errors)).toEqual(["2:brokerage:unknownBrokerage"]);
  });

  it("is for an underwriter company's ManageRisks: a broker 403, another company 404", async () => {
    const file = csv([row()]);
    expect((await validate(m.broker, file, m.id.harbourside)).status).toBe(403);
    expect((await validate(m.underwriter, file, m.id.summit)).status).toBe(404);
    expect(
      (await m.broker.get(`/api/companies/${m.id.harbourside}/woodina-bulk-import/template`))
        .status,
    ).toBe(403);
  });

  it("downloads a template whose sample row validates once product and brokerage are the company's", async () => {
    const response = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/woodina-bulk-import/template`,
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("policy-import-template.csv");
    const [header, sampleRow] = readCsv(String(response.body));
    expect(header!.cells).toEqual(names);
    const cells = Object.fromEntries(header!.cells.map((h, i) => [h, sampleRow!.cells[i]!]));
    const file = csv([{ ...cells, product: "PI-CON", brokerage: "harbourside" }]);
    expect((await validate(m.underwriter, file)).body).toMatchObject({ valid: true, warnings: [] });
  });

  it("a large file costs batches of statements, not one per row, and reads back every line", async () => {
    const rows = Array.from({ length: 2400 }, (_, i) =>
      i % 2 === 0
        ? row({ policyNumber: `BIG-${i}` })
        : row({
            policyNumber: `BIG-${i - 1}`,
            transactionType: "ADJ",
            effectiveDate: "2026-09-01",
          }),
    );
    rows.push(row({ policyNumber: "BIG-X", transactionType: "CAN", effectiveDate: "2026-09-01" }));
    const { result, statements } = await countStatements(() => validate(m.underwriter, csv(rows)));
    expect(result.status).toBe(200);
    expect(result.body.rows).toBe(2401);
    expect(result.body.summary.byType).toEqual({ NB: 1200, ADJ: 1200, CAN: 1 });
    // The CAN of an unknown policy on the last line: every line was read back in order.
    expect(at(result.body.errors)).toEqual([
      "2402:policyNumber:policyNotFound",
      "2402:grossPremium:premiumSign",
    ]);
    const inserts = statements.filter((s) => /^insert into "policy_import_rows"/i.test(s));
    expect(inserts).toHaveLength(Math.ceil(2401 / 500));
    expect(statements.length).toBeLessThan(40);
  });

  it("the OpenAPI document describes both routes, the file's columns and the report", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const doc = response.json();
    const validatePath = doc.paths["/api/companies/{companyId}/woodina-bulk-import/validate"].post;
    expect(doc.paths["/api/companies/{companyId}/woodina-bulk-import/template"].get).toBeDefined();
    for (const name of names) expect(validatePath.description).toContain(name);
    const report = validatePath.responses["200"].content["application/json"].schema;
    expect(Object.keys(report.properties)).toEqual([
      "valid",
      "rows",
      "errors",
      "warnings",
      "summary",
    ]);
  });
});
