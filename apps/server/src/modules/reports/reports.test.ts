/**
 * The Bound Policy Data Report (SPEC §5, §6, §7): the contract (parameters, file name,
 * content types, the three formats), the date rules on the server, ExecuteCompanyReports, the
 * company's own risks only, and totals equal to the database's over a book of NB, ADJ, CAN, REN.
 */
import {
  Dec,
  endOfDaySeconds,
  reportMessages as msg,
  startOfDaySeconds,
  TransactionStatus,
} from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { generateBook } from "../../test/book.ts";
import { TestClient } from "../../test/client.ts";
import { riskMarket } from "../risks/fixtures.ts";
import { riskPackages, riskTransactions } from "../risks/tables.ts";
import { latestToday } from "./routes.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const today = new Date().toISOString().slice(0, 10);
const from = startOfDaySeconds(`${today.slice(0, 8)}01`);
const to = endOfDaySeconds(today);
const url = (companyId: number, query: string) =>
  `/api/companies/${companyId}/report/bound-policies?${query}`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  await generateBook(t, m, 3);
}, 240_000);
afterAll(() => t.close());

async function databaseTotals(column: "broker_company_id" | "company_id", companyId: number) {
  const [row] = await t.db
    .select({
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum((${riskTransactions.premium} ->> 'grossPremium')::numeric), 0)::text`,
      payable: sql<string>`coalesce(sum((${riskTransactions.premium} ->> 'amountPayable')::numeric), 0)::text`,
    })
    .from(riskTransactions)
    .innerJoin(riskPackages, eq(riskPackages.id, riskTransactions.riskPackageId))
    .where(
      and(
        eq(riskTransactions.status, TransactionStatus.Bound),
        sql`${riskPackages}.${sql.identifier(column)} = ${companyId}`,
      ),
    );
  return row!;
}

describe("bound-policy report", () => {
  it("answers csv named bound_policy_report_{yyyyMMdd_HHmmss}.csv with the database's totals", async () => {
    const response = await m.underwriter.get(
      url(m.id.coastal, `date_from=${from}&date_to=${to}&type=csv`),
    );
    expect(response.status, String(response.body)).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="bound_policy_report_\d{8}_\d{6}\.csv"/,
    );
    const lines = String(response.body).trimEnd().split("\r\n");
    const header = lines[0]!.split(",");
    const rows = lines.slice(1).map((line) => line.split(","));
    const db = await databaseTotals("company_id", m.id.coastal);
    expect(rows).toHaveLength(db.count);
    const grossAt = header.indexOf("Gross premium");
    const sum = rows.reduce((acc, row) => acc.plus(row[grossAt]!), new Dec(0));
    expect(sum.toFixed(2)).toBe(new Dec(db.gross).toFixed(2));
    const types = new Set(rows.map((row) => row[header.indexOf("Transaction type")]));
    expect([...types].sort()).toEqual(["ADJ", "CAN", "NB", "REN"]);
    // A cancellation's return premium is negative, written as a number (no CSV-injection quote).
    expect(rows.some((row) => row[grossAt]!.startsWith("-"))).toBe(true);
  });

  it("answers json and txt with the same rows; csv by default", async () => {
    const json = await m.underwriter.get(
      url(m.id.coastal, `date_from=${from}&date_to=${to}&type=json`),
    );
    expect(json.status).toBe(200);
    expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(json.headers["content-disposition"]).toMatch(/bound_policy_report_\d{8}_\d{6}\.json/);
    const db = await databaseTotals("company_id", m.id.coastal);
    const rows = json.body as Record<string, string>[];
    expect(rows).toHaveLength(db.count);
    expect(rows.reduce((acc, r) => acc.plus(r.amountPayable!), new Dec(0)).toFixed(2)).toBe(
      new Dec(db.payable).toFixed(2),
    );
    const txt = await m.underwriter.get(
      url(m.id.coastal, `date_from=${from}&date_to=${to}&type=txt`),
    );
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-disposition"]).toMatch(/\.txt"/);
    expect(String(txt.body).trimEnd().split("\n")).toHaveLength(db.count + 1);
    const plain = await m.underwriter.get(url(m.id.coastal, `date_from=${from}&date_to=${to}`));
    expect(plain.headers["content-disposition"]).toMatch(/\.csv"/);
  });

  it("the broker's report holds what it placed; an empty range has the header only", async () => {
    const broker = await m.broker.get(
      url(m.id.harbourside, `date_from=${from}&date_to=${to}&type=json`),
    );
    expect(broker.status).toBe(200);
    expect(broker.body).toHaveLength(
      (await databaseTotals("broker_company_id", m.id.harbourside)).count,
    );
    const empty = await m.underwriter.get(
      url(
        m.id.coastal,
        `date_from=${startOfDaySeconds("2020-01-01")}&date_to=${endOfDaySeconds("2020-01-31")}`,
      ),
    );
    expect(empty.status).toBe(200);
    expect(String(empty.body).trimEnd().split("\r\n")).toHaveLength(1);
    const other = await m.underwriter2.get(
      url(m.id.summit, `date_from=${from}&date_to=${to}&type=json`),
    );
    expect(other.status).toBe(200);
    expect(other.body).toEqual([]);
  });

  it("enforces the §5 date rules with field messages", async () => {
    const cases: [string, Record<string, string>][] = [
      [`date_to=${to}`, { date_from: msg.required }],
      [
        `date_from=${startOfDaySeconds("2019-12-31")}&date_to=${to}`,
        { date_from: msg.beforeEarliest },
      ],
      [
        `date_from=${from}&date_to=${endOfDaySeconds(nextDay(latestToday()))}`,
        { date_to: msg.afterToday },
      ],
      [`date_from=${to - 86_399}&date_to=${from - 1}`, { date_to: msg.toBeforeFrom }],
    ];
    for (const [query, errors] of cases) {
      const response = await m.underwriter.get(url(m.id.coastal, query));
      expect(response.status, query).toBe(422);
      for (const [field, message] of Object.entries(errors))
        expect(response.body.errors[field], query).toEqual([message]);
    }
    const badType = await m.underwriter.get(
      url(m.id.coastal, `date_from=${from}&date_to=${to}&type=pdf`),
    );
    expect(badType.status).toBe(422);
    expect(badType.body.errors.type).toBeDefined();
  });

  it("needs ExecuteCompanyReports in the acting company; strangers get 404", async () => {
    const assistant = new TestClient(t.app);
    await assistant.login("assistant@demo.test", DEMO_PASSWORD);
    const query = `date_from=${from}&date_to=${to}`;
    const denied = await assistant.get(url(m.id.harbourside, query));
    expect(denied.status).toBe(403);
    expect((await m.underwriter.get(url(m.id.harbourside, query))).status).toBe(404);
    expect((await m.broker.get(url(m.id.coastal, query))).status).toBe(404);
  });
});

const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
