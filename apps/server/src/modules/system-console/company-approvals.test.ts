import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../platform/audit/tables.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { lastOutbox } from "../../test/security.ts";

const company = (handle: string, name: string) => ({
  name,
  legalName: `${name} Pty Ltd`,
  registrationType: 1,
  registrationNumber: "53 004 085 616",
  refCompanyTypeId: 2,
  handle,
  address: {
    line1: "5 Martin Place",
    city: "Sydney",
    state: "NSW",
    postcode: "2000",
    country: "AU",
  },
  currency: "aud",
});

let t: TestApp;
let admin: TestClient;
let broker: TestClient;
let market: Awaited<ReturnType<typeof demoMarket>>;
beforeAll(async () => {
  t = await createTestApp({ COMPANY_APPROVAL: "true" });
  market = await demoMarket(t);
  admin = await market.signIn("admin@demo.test");
  broker = await market.signIn("broker@demo.test");
});
afterAll(() => t.close());

async function register(email: string, handle: string, name: string) {
  const client = new TestClient(t.app);
  const registered = await client.post("/api/register", {
    name: `Owner of ${name}`,
    email,
    password: "Pending-Pass-2024",
    password_confirmation: "Pending-Pass-2024",
  });
  expect(registered.status).toBeLessThan(300);
  const created = await client.post("/api/companies", company(handle, name));
  expect(created.status).toBe(201);
  return { client, id: created.body.id as number };
}

describe("company approval (COMPANY_APPROVAL=true)", () => {
  it("queues a new company, lets nobody act for it, and activates it on approval", async () => {
    const { client, id } = await register("owner@wattle.test", "wattle", "Wattle Risk Partners");
    const queue = await admin.get("/api/system/companies/pending");
    expect(queue.status).toBe(200);
    expect(queue.body.data).toEqual([
      expect.objectContaining({
        id,
        name: "Wattle Risk Partners",
        handle: "wattle",
        registrant: expect.objectContaining({ email: "owner@wattle.test" }),
      }),
    ]);
    expect(queue.body.meta).toMatchObject({ total: 1 });
    // Pending: its own administrator cannot act for it.
    expect((await client.get(`/api/companies/${id}/users`)).status).toBeGreaterThanOrEqual(403);
    expect((await client.post(`/api/system/companies/${id}/approve`)).status).toBe(403);

    expect((await admin.post(`/api/system/companies/${id}/approve`)).status).toBe(204);
    expect((await client.get(`/api/companies/${id}`)).body.isActive).toBe(true);
    expect((await admin.get("/api/system/companies/pending")).body.data).toEqual([]);
    const notices = (await client.get("/api/user/notifications")).body.data;
    expect(notices[0].type).toBe("company.approved");
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, "company.approved"));
    expect(row).toMatchObject({ companyId: id, subjectType: "company", subjectId: String(id) });
    // Decided once: a second decision is refused.
    expect((await admin.post(`/api/system/companies/${id}/approve`)).status).toBe(409);
    expect(
      (await admin.post(`/api/system/companies/${id}/decline`, { reason: "Late" })).status,
    ).toBe(409);
  });

  it("declines with a reason, emailed to the registrant through the outbox", async () => {
    const { client, id } = await register("owner@banksia.test", "banksia", "Banksia Brokers");
    const missing = await admin.post(`/api/system/companies/${id}/decline`, { reason: "  " });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.reason).toEqual(["This field is required"]);

    const declined = await admin.post(`/api/system/companies/${id}/decline`, {
      reason: "We could not verify the ABN.",
    });
    expect(declined.status).toBe(204);
    const mail = await lastOutbox(t, "owner@banksia.test");
    expect(mail).toMatchObject({ subject: "Your registration of Banksia Brokers was declined" });
    expect(mail!.body).toContain("Reason: We could not verify the ABN.");
    expect((await client.get(`/api/companies/${id}`)).body.isActive).toBe(false);
    expect((await admin.get("/api/system/companies/pending")).body.data).toEqual([]);
    expect((await admin.post(`/api/system/companies/${id}/approve`)).status).toBe(409);
  });

  it("is the system company's only, and 404 for a company that does not exist", async () => {
    const { id } = await register("owner@acacia.test", "acacia", "Acacia Cover");
    expect((await broker.get("/api/system/companies/pending")).status).toBe(403);
    expect((await broker.post(`/api/system/companies/${id}/approve`)).status).toBe(403);
    expect(
      (await broker.post(`/api/system/companies/${id}/decline`, { reason: "No" })).status,
    ).toBe(403);
    expect((await admin.post("/api/system/companies/999999/approve")).status).toBe(404);
    // Nothing changed for the refused attempts.
    expect(
      (await admin.get("/api/system/companies/pending")).body.data.map((c: { id: number }) => c.id),
    ).toEqual([id]);
  });
});

describe("company approval off (the default)", () => {
  it("activates a registered company at once", async () => {
    const off = await createTestApp();
    try {
      await demoMarket(off);
      const client = new TestClient(off.app);
      await client.post("/api/register", {
        name: "Quick Owner",
        email: "quick@owner.test",
        password: "Pending-Pass-2024",
        password_confirmation: "Pending-Pass-2024",
      });
      const { id } = (await client.post("/api/companies", company("quick", "Quick Cover"))).body;
      expect((await client.get(`/api/companies/${id}`)).body.isActive).toBe(true);
    } finally {
      await off.close();
    }
  });
});
