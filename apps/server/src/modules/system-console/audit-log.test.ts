import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/audit/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { findUserByEmail } from "../users/index.ts";

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let harbourside: number;
let coastal: number;
let brokerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  admin = await market.signIn("admin@demo.test");
  broker = await market.signIn("broker@demo.test");
  harbourside = await market.companyId("harbourside");
  coastal = await market.companyId("coastal");
  brokerId = (await findUserByEmail(t.db, "broker@demo.test"))!.id;
  // Days of the market (Australia/Sydney, UTC+11 in summer): 2026-01-10 10:00 there is
  // 2026-01-09 23:00 UTC.
  await t.db.insert(auditLog).values([
    {
      action: "risk.created",
      companyId: harbourside,
      userId: brokerId,
      subjectType: "risk_package",
      subjectId: "501",
      data: { reference: '=HYPERLINK("http://evil")' },
      createdAt: new Date("2026-01-09T23:00:00Z"),
    },
    {
      action: "risk.submitted",
      companyId: harbourside,
      userId: brokerId,
      subjectType: "risk_package",
      subjectId: "501",
      createdAt: new Date("2026-01-12T01:00:00Z"),
    },
    {
      action: "product.created",
      companyId: coastal,
      userId: null,
      subjectType: "product",
      subjectId: "77",
      createdAt: new Date("2026-01-11T02:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

describe("the audit log", () => {
  it("searches by company, user, entity and the market's days, a page at a time", async () => {
    const byCompany = await admin.get(`/api/system/audit?companyId=${harbourside}&perPage=1`);
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.meta).toMatchObject({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    expect(byCompany.body.data[0]).toMatchObject({
      action: "risk.submitted",
      company: { id: harbourside, name: expect.any(String) },
      user: { id: brokerId, email: "broker@demo.test" },
      subjectType: "risk_package",
      subjectId: "501",
    });
    const second = await admin.get(`/api/system/audit?companyId=${harbourside}&perPage=1&page=2`);
    expect(second.body.data.map((r: { action: string }) => r.action)).toEqual(["risk.created"]);

    const byUser = await admin.get("/api/system/audit?userEmail=BROKER@demo.test&subjectId=501");
    expect(byUser.body.meta.total).toBe(2);
    const byEntity = await admin.get("/api/system/audit?subjectType=product&subjectId=77");
    expect(byEntity.body.data).toHaveLength(1);
    expect(byEntity.body.data[0]).toMatchObject({ company: { id: coastal }, user: null });

    // 2026-01-10 in Sydney starts at 2026-01-09 13:00 UTC, so the first row is on the 10th.
    const day = await admin.get("/api/system/audit?dateFrom=2026-01-10&dateTo=2026-01-10");
    expect(day.body.data.map((r: { action: string }) => r.action)).toEqual(["risk.created"]);
    const range = await admin.get("/api/system/audit?dateFrom=2026-01-10&dateTo=2026-01-11");
    expect(range.body.data.map((r: { action: string }) => r.action)).toEqual([
      "product.created",
      "risk.created",
    ]);
  });

  it("finds nothing for an email nobody has, and refuses a range that ends before it starts", async () => {
    const nobody = await admin.get("/api/system/audit?userEmail=nobody@example.com");
    expect(nobody.status).toBe(200);
    expect(nobody.body).toMatchObject({ data: [], meta: { total: 0 } });
    const backwards = await admin.get("/api/system/audit?dateFrom=2026-02-01&dateTo=2026-01-01");
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.dateTo).toEqual([
      "The value must be greater than or equal to 2026-02-01",
    ]);
    expect((await admin.get("/api/system/audit?perPage=500")).status).toBe(422);
  });

  it("exports the search as a CSV file with formula cells neutralised", async () => {
    const response = await admin.get(`/api/system/audit/export?companyId=${harbourside}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/audit_log_\d{8}_\d{6}\.csv/);
    const lines = String(response.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Time (UTC),Company ID,Company,User ID,User,User email,Action,Entity type,Entity ID,IP address,Details",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("risk.submitted");
    expect(lines[2]).toContain(`${harbourside},`);
    expect(lines[2]).toContain("broker@demo.test");
    // The JSON cell starts with "{" (safe); the formula inside it is quoted text, never a cell.
    expect(lines[2]).toContain('"{""reference"":""=HYPERLINK(\\""http://evil\\"")""}"');
  });

  it("exports every row past one batch, in order", async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({
      action: "company.updated",
      companyId: coastal,
      subjectType: "company",
      subjectId: String(coastal),
      data: { n: i },
      createdAt: new Date(Date.UTC(2025, 5, 1, 0, 0, i)),
    }));
    await t.db.insert(auditLog).values(many);
    const response = await admin.get(
      `/api/system/audit/export?companyId=${coastal}&action=company.updated`,
    );
    const lines = String(response.body).trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(230);
    expect(lines[0]).toContain('{""n"":229}');
    expect(lines[229]).toContain('{""n"":0}');
  });

  it("is the system company's only: a tenant administrator is refused", async () => {
    expect((await broker.get("/api/system/audit")).status).toBe(403);
    expect((await broker.get(`/api/system/audit?companyId=${harbourside}`)).status).toBe(403);
    expect((await broker.get("/api/system/audit/export")).status).toBe(403);
  });
});
