import { messages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
const id: Record<string, number> = {};
let underwriter: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  for (const handle of ["harbourside", "coastal", "summit", "greatsouthern", "bankshale"])
    id[handle] = await market.companyId(handle).catch(() => 0);
  underwriter = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

const url = () => `/api/companies/${id.coastal}/binding-agreements`;
const agreement = (extra: object = {}) => ({
  name: "Coastal PI binder 2026",
  managingInsurerCompanyId: id.greatsouthern,
  currency: "aud",
  timezone: "Australia/Sydney",
  uniqueMarketReference: "b0507coastal26",
  agreementNumber: "CUA-2026-01",
  validFrom: "2026-01-01",
  validTo: "2026-12-31",
  ...extra,
});

describe("binding agreements", () => {
  let agreementId: number;

  it("an underwriter creates one with every field and the insurer's name", async () => {
    const created = await underwriter.post(url(), agreement());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Coastal PI binder 2026",
      managingInsurerName: "Great Southern Insurance",
      uniqueMarketReference: "B0507COASTAL26",
      role: "agency",
      can: { manage: true },
    });
    agreementId = created.body.id;
  });

  it("validates with field messages", async () => {
    const bad = await underwriter.post(
      url(),
      agreement({ managingInsurerCompanyId: id.harbourside, validTo: "2025-01-01", name: "" }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ["Name is required"],
      validTo: ["The end date must not be before the start date"],
    });
    const notInsurer = await underwriter.post(
      url(),
      agreement({ managingInsurerCompanyId: id.harbourside }),
    );
    expect(notInsurer.body.errors).toMatchObject({
      managingInsurerCompanyId: ["Choose an insurer on the platform"],
      uniqueMarketReference: [messages.alreadyExists],
    });
  });

  it("lists and searches the agency's agreements with paging", async () => {
    await underwriter.post(
      url(),
      agreement({ name: "Coastal motor binder", uniqueMarketReference: "B0507MOTOR26" }),
    );
    const all = await underwriter.get(`${url()}?perPage=1`);
    // The demo seed's agreement and the two above.
    expect(all.body.meta).toEqual({ page: 1, perPage: 1, total: 3, lastPage: 3 });
    const found = await underwriter.get(`${url()}?search=motor`);
    expect(found.body.data.map((a: { name: string }) => a.name)).toEqual(["Coastal motor binder"]);
  });

  it("the managing insurer reads the agreements it carries under its own company id, read-only", async () => {
    const insurer = await market.signIn("insurer@demo.test");
    const list = await insurer.get(`/api/companies/${id.greatsouthern}/binding-agreements`);
    // Two seeded (Coastal's and Summit's) and the two above.
    expect(list.body.meta.total).toBe(4);
    expect(list.body.data[0]).toMatchObject({
      role: "insurer",
      agencyName: "Coastal Underwriting Agency",
      can: { manage: false },
    });
    const one = await insurer.get(
      `/api/companies/${id.greatsouthern}/binding-agreements/${agreementId}`,
    );
    expect(one.body.name).toBe("Coastal PI binder 2026");
    const change = await insurer.put(
      `/api/companies/${id.greatsouthern}/binding-agreements/${agreementId}`,
      agreement(),
    );
    expect(change.status).toBe(403);
    const create = await insurer.post(
      `/api/companies/${id.greatsouthern}/binding-agreements`,
      agreement(),
    );
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(messages.noEditPermission);
  });

  it("another underwriter and a broker get 404 on everything", async () => {
    const other = await market.signIn("underwriter2@demo.test");
    expect((await other.get(`${url()}/${agreementId}`)).status).toBe(404);
    expect(
      (await other.get(`/api/companies/${id.summit}/binding-agreements/${agreementId}`)).status,
    ).toBe(404);
    const summits = (await other.get(`/api/companies/${id.summit}/binding-agreements`)).body.data;
    expect(summits.map((a: { agencyName: string }) => a.agencyName)).toEqual([
      "Summit Specialty Underwriting",
    ]);
    expect((await other.put(`${url()}/${agreementId}`, agreement())).status).toBe(404);
    const broker = await market.signIn("broker@demo.test");
    expect(
      (await broker.get(`/api/companies/${id.harbourside}/binding-agreements/${agreementId}`))
        .status,
    ).toBe(404);
    expect((await broker.delete(`${url()}/${agreementId}`)).status).toBe(404);
  });

  it("updates and deletes", async () => {
    const updated = await underwriter.put(
      `${url()}/${agreementId}`,
      agreement({ validTo: "2027-03-31" }),
    );
    expect(updated.body.validTo).toBe("2027-03-31");
    expect((await underwriter.delete(`${url()}/${agreementId}`)).status).toBe(204);
    expect((await underwriter.get(`${url()}/${agreementId}`)).status).toBe(404);
  });
});
