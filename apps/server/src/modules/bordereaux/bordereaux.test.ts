/**
 * Bordereaux: the managing insurer and the agency see an agreement's
 * bordereau, nobody else; the live totals and both downloads reconcile to the cent with each
 * other and with the database over a book of NB, ADJ, CAN and REN transactions.
 */
import { Dec, TransactionStatus } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { generateBook } from "../../test/book.ts";
import { TestClient } from "../../test/client.ts";
import { productVersions } from "../products/tables.ts";
import { riskMarket } from "../risks/fixtures.ts";
import { risks, riskTransactions } from "../risks/tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let agreementId: number;
let periodId: number;
let insurerBase: string;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  await generateBook(t, m, 3);
  const list = await m.insurer.get(`/api/companies/${m.id.greatsouthern}/bordereaux`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const agreement = list.body.data[0];
  agreementId = agreement.id;
  periodId = agreement.periods[0].id;
  insurerBase = `/api/companies/${m.id.greatsouthern}/bordereaux/${agreementId}`;
}, 240_000);
afterAll(() => t.close());

/** RFC 4180 rows of a CSV body. */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && body[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += c;
  }
  return rows;
}

async function databaseSums() {
  const line = (name: string) =>
    sql<string>`coalesce(sum((${riskTransactions.premium} ->> ${name})::numeric), 0)::text`;
  const [row] = await t.db
    .select({
      count: sql<number>`count(*)::int`,
      gross: line("grossPremium"),
      levy: line("emergencyServicesLevy"),
      gst: line("premiumGst"),
      duty: line("stampDuty"),
    })
    .from(riskTransactions)
    .innerJoin(risks, eq(risks.id, riskTransactions.riskId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .where(
      and(
        eq(riskTransactions.status, TransactionStatus.Bound),
        sql`(${productVersions.details} -> 'placement' ->> 'bindingAgreementId')::int = ${agreementId}`,
      ),
    );
  return row!;
}

const sum = (values: string[]) =>
  values.reduce((acc, v) => acc.plus(v || 0), new Dec(0)).toFixed(2);

/** The premium bordereau CSV, checked row by row and in total against the database. */
async function reconcilePremiumCsv() {
  const response = await m.insurer.get(
    `${insurerBase}/download?periodId=${periodId}&kind=premium&format=csv`,
  );
  expect(response.status, String(response.body)).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(/premium_bordereau_.+\.csv"/);
  const [header, ...rows] = csvRows(String(response.body));
  const at = (row: string[], name: string) => {
    const index = header!.indexOf(name);
    expect(index, name).toBeGreaterThanOrEqual(0);
    return row[index]!;
  };
  const db = await databaseSums();
  expect(rows).toHaveLength(db.count);
  const shareGross = header!.filter((h) => / Gross Premium$/.test(h) && h !== "Gross Premium");
  for (const row of rows) {
    const gross = new Dec(at(row, "Gross Premium Paid this Time"));
    const commission = gross
      .times(at(row, "Commission %"))
      .div(100)
      .toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    expect(at(row, "Commission Amount")).toBe(commission.toFixed(2));
    expect(at(row, "Net Premium")).toBe(gross.minus(commission).toFixed(2));
    expect(sum(shareGross.map((h) => at(row, h)))).toBe(gross.toFixed(2));
    expect(
      sum(
        header!
          .filter((h) => / Net Premium$/.test(h) && h !== "Net Premium")
          .map((h) => at(row, h)),
      ),
    ).toBe(at(row, "Net Premium"));
    const type = at(row, "Transaction Type Code");
    expect(at(row, "Premium Transaction Type")).toBe(
      type === "CAN"
        ? "Return Premium"
        : type === "ADJ"
          ? "Additional Premium"
          : "Original Premium",
    );
  }
  expect(sum(rows.map((r) => at(r, "Gross Premium Paid this Time")))).toBe(
    new Dec(db.gross).toFixed(2),
  );
  expect(sum(rows.map((r) => at(r, "Tax Amount 1")))).toBe(new Dec(db.gst).toFixed(2));
  expect(sum(rows.map((r) => at(r, "Tax Amount 2")))).toBe(new Dec(db.duty).toFixed(2));
  expect(sum(rows.map((r) => at(r, "Total Taxes and Levies")))).toBe(
    new Dec(db.gst).plus(db.duty).plus(db.levy).toFixed(2),
  );
  return rows.length;
}

describe("bordereaux", () => {
  it("the live totals equal the database's sums, the syndicates' shares add up", async () => {
    const response = await m.insurer.get(`${insurerBase}?periodId=${periodId}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const summary = response.body;
    const db = await databaseSums();
    expect(db.count).toBeGreaterThanOrEqual(6);
    expect(summary.agreement.role).toBe("insurer");
    expect(summary.control.transactions).toBe(db.count);
    expect(summary.control.grossPremium).toBe(new Dec(db.gross).toFixed(2));
    expect(summary.control.gst).toBe(new Dec(db.gst).toFixed(2));
    expect(summary.control.stampDuty).toBe(new Dec(db.duty).toFixed(2));
    expect(summary.control.levy).toBe(new Dec(db.levy).toFixed(2));
    expect(summary.control.syndicateGross).toBe(summary.control.grossPremium);
    // Each syndicate by its own name, as the policy schedule prints it.
    expect(summary.syndicates.map((s: { label: string }) => s.label)).toEqual([
      "Liberty 4472",
      "QBE 1886",
    ]);
    expect(summary.control.syndicateNet).toBe(summary.control.netPremium);
    expect(new Dec(summary.control.grossPremium).minus(summary.control.commission).toFixed(2)).toBe(
      summary.control.netPremium,
    );
    expect(sum(summary.sections.map((s: { grossPremium: string }) => s.grossPremium))).toBe(
      summary.control.grossPremium,
    );
    expect(sum(summary.months.map((s: { grossPremium: string }) => s.grossPremium))).toBe(
      summary.control.grossPremium,
    );
    const agency = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/bordereaux/${agreementId}?periodId=${periodId}`,
    );
    expect(agency.status).toBe(200);
    expect(agency.body.agreement.role).toBe("agency");
    expect(agency.body.control).toEqual(summary.control);
  });

  it("the premium bordereau CSV reconciles row by row and in total", async () => {
    await reconcilePremiumCsv();
  });

  it("downloads the xlsx with numbers in the cells and the risk bordereau", async () => {
    const cookie = [...m.insurer.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await t.app.inject({
      method: "GET",
      url: `${insurerBase}/download?periodId=${periodId}&kind=premium&format=xlsx`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(/\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const db = await databaseSums();
    expect(sheet.rowCount).toBe(db.count + 1);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const grossAt = headers.indexOf("Gross Premium Paid this Time") + 1;
    let total = new Dec(0);
    for (let r = 2; r <= sheet.rowCount; r += 1) {
      const value = sheet.getRow(r).getCell(grossAt).value;
      expect(typeof value).toBe("number");
      total = total.plus(String(value));
    }
    expect(total.toFixed(2)).toBe(new Dec(db.gross).toFixed(2));
    const risk = await m.insurer.get(`${insurerBase}/download?periodId=${periodId}&kind=risk`);
    expect(risk.status).toBe(200);
    expect(String(risk.body).split("\r\n")[0]).toContain("Class of Business");
  });

  it("only the agency and the managing insurer, with ExecuteCompanyReports; 422 on bad input", async () => {
    const other = await m.underwriter2.get(
      `/api/companies/${m.id.summit}/bordereaux/${agreementId}?periodId=${periodId}`,
    );
    expect(other.status).toBe(404);
    const broker = await m.broker.get(
      `/api/companies/${m.id.harbourside}/bordereaux/${agreementId}/download?periodId=${periodId}&kind=premium`,
    );
    expect(broker.status).toBe(404);
    expect((await m.broker.get(`/api/companies/${m.id.harbourside}/bordereaux`)).body.data).toEqual(
      [],
    );
    const assistant = new TestClient(t.app);
    await assistant.login("assistant@demo.test", DEMO_PASSWORD);
    expect((await assistant.get(`/api/companies/${m.id.harbourside}/bordereaux`)).status).toBe(403);
    const missing = await m.insurer.get(insurerBase);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.periodId).toBeDefined();
    const inverted = await m.insurer.get(
      `${insurerBase}?periodId=${periodId}&dateFrom=2026-07-02&dateTo=2026-07-01`,
    );
    expect(inverted.status).toBe(422);
    expect(inverted.body.errors.dateTo).toEqual(["The end date must not be before the start date"]);
    const unknown = await m.insurer.get(`${insurerBase}?periodId=999999`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.periodId).toEqual(["Choose one of the agreement's periods"]);
  });

  it("a book of thousands of rows (on PostgreSQL encoded in worker threads) reconciles too", async () => {
    // Each bound transaction again 300 times (1,806 rows), a second apart: far more than one 128 kB buffer
    // of COPY lines, so the export goes through the CSV workers on PostgreSQL.
    await t.db.execute(sql`
      insert into risk_transactions (risk_id, risk_package_id, type, status, effective_date,
        premium, base_premium, gross_premium, amount_payable, bound_at)
      select risk_id, risk_package_id, type, status, effective_date, premium, base_premium,
        gross_premium, amount_payable, bound_at + g * interval '1 second'
      from risk_transactions, generate_series(1, 300) g
      where status = ${TransactionStatus.Bound} and premium is not null`);
    expect(await reconcilePremiumCsv()).toBeGreaterThan(1_500);
  });
});
