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
  for (const handle of ["harbourside", "coastal", "summit", "greatsouthern"])
    id[handle] = await market.companyId(handle);
  underwriter = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

const syndicatesUrl = () => `/api/companies/${id.coastal}/syndicates`;
const riskCodesUrl = () => `/api/companies/${id.coastal}/risk-codes`;

async function syndicate(name: string, lloydsNumber: string) {
  const created = await underwriter.post(syndicatesUrl(), {
    name,
    lloydsNumber,
    managingAgent: "Agency Ltd",
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

describe("syndicates", () => {
  it("creates, lists with paging and search, updates and refuses duplicates", async () => {
    const first = await syndicate("Beazley 2623", "2623");
    await syndicate("Hiscox 33", "33");
    const insurer = await underwriter.post(syndicatesUrl(), {
      name: "Great Southern capacity",
      insurerCompanyId: id.greatsouthern,
    });
    expect(insurer.body).toMatchObject({ insurerName: "Great Southern Insurance", active: true });

    const page = await underwriter.get(`${syndicatesUrl()}?perPage=2&page=1`);
    // With the demo seed's two (Liberty 4472 and QBE 1886, after these by name).
    expect(page.body.meta).toEqual({ page: 1, perPage: 2, total: 5, lastPage: 3 });
    expect(page.body.data.map((s: { name: string }) => s.name)).toEqual([
      "Beazley 2623",
      "Great Southern capacity",
    ]);
    const found = await underwriter.get(`${syndicatesUrl()}?search=33`);
    expect(found.body.data.map((s: { name: string }) => s.name)).toEqual(["Hiscox 33"]);

    const duplicate = await underwriter.post(syndicatesUrl(), {
      name: "beazley 2623",
      lloydsNumber: "2623",
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ name: [messages.nameInUse] });
    const neither = await underwriter.post(syndicatesUrl(), { name: "Nobody" });
    expect(neither.body.errors).toEqual({
      lloydsNumber: ["Enter a Lloyd's syndicate number or choose an insurer"],
    });
    const notInsurer = await underwriter.post(syndicatesUrl(), {
      name: "Broker",
      insurerCompanyId: id.harbourside,
    });
    expect(notInsurer.body.errors).toEqual({
      insurerCompanyId: ["Choose an insurer on the platform"],
    });

    const updated = await underwriter.put(`${syndicatesUrl()}/${first}`, {
      name: "Beazley 2623",
      lloydsNumber: "2623",
      active: false,
    });
    expect(updated.body).toMatchObject({ active: false, managingAgent: null });
    const inactive = await underwriter.get(`${syndicatesUrl()}?active=false`);
    expect(inactive.body.data).toHaveLength(1);
  });

  it("is private to the company: another underwriter and a broker get 404", async () => {
    const [row] = (await underwriter.get(syndicatesUrl())).body.data;
    const other = await market.signIn("underwriter2@demo.test");
    expect((await other.get(`${syndicatesUrl()}/${row.id}`)).status).toBe(404);
    expect((await other.get(`/api/companies/${id.summit}/syndicates/${row.id}`)).status).toBe(404);
    expect((await other.post(syndicatesUrl(), { name: "X", lloydsNumber: "1" })).status).toBe(404);
    const broker = await market.signIn("broker@demo.test");
    expect((await broker.delete(`${syndicatesUrl()}/${row.id}`)).status).toBe(404);
  });
});

describe("risk codes", () => {
  let a: number;
  let b: number;
  beforeAll(async () => {
    a = await syndicate("Atrium 609", "609");
    b = await syndicate("Canopius 4444", "4444");
  });

  const code = (
    shares: [number, number | undefined, number | undefined][],
    extra: object = {},
  ) => ({
    code: "PI",
    description: "Professional indemnity",
    periods: [
      {
        dateFrom: "2026-01-01",
        dateTo: "2026-12-31",
        syndicates: shares.map(
          ([syndicateId, capacityProviderPercentage, grossPremiumCommissionPercentage]) => ({
            syndicateId,
            capacityProviderPercentage,
            grossPremiumCommissionPercentage,
          }),
        ),
      },
    ],
    ...extra,
  });

  it("answers the spec's messages for missing percentages and a total other than 100", async () => {
    const missing = await underwriter.post(riskCodesUrl(), code([[a, undefined, undefined]]));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({
      "periods.0.syndicates.0.capacityProviderPercentage": [
        messages.capacityProviderPercentageRequired,
      ],
      "periods.0.syndicates.0.grossPremiumCommissionPercentage": [
        messages.grossPremiumCommissionPercentageRequired,
      ],
    });
    const total = await underwriter.post(
      riskCodesUrl(),
      code([
        [a, 60, 20],
        [b, 30, 20],
      ]),
    );
    expect(total.body.errors).toEqual({ "periods.0.syndicates": [messages.totalMustBe100] });
  });

  it("creates a code with two syndicates, lists it with its current period, and replaces periods on save", async () => {
    const created = await underwriter.post(
      riskCodesUrl(),
      code([
        [a, 62.5, 20],
        [b, 37.5, 22.5],
      ]),
    );
    expect(created.status).toBe(201);
    expect(created.body.periods[0].syndicates).toEqual([
      {
        syndicateId: a,
        syndicateName: "Atrium 609",
        lloydsNumber: "609",
        capacityProviderPercentage: 62.5,
        grossPremiumCommissionPercentage: 20,
      },
      {
        syndicateId: b,
        syndicateName: "Canopius 4444",
        lloydsNumber: "4444",
        capacityProviderPercentage: 37.5,
        grossPremiumCommissionPercentage: 22.5,
      },
    ]);
    const list = await underwriter.get(`${riskCodesUrl()}?search=prof`);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        code: "PI",
        periodCount: 1,
        currentPeriod: { dateFrom: "2026-01-01", dateTo: "2026-12-31" },
      }),
    ]);
    expect(list.body.meta.total).toBe(1);

    const again = await underwriter.post(riskCodesUrl(), code([[a, 100, 20]], { code: "pi" }));
    expect(again.body.errors).toEqual({ code: [messages.alreadyExists] });

    const twoPeriods = code([[a, 100, 20]], {
      periods: [
        {
          dateFrom: "2026-01-01",
          dateTo: "2026-06-30",
          syndicates: [
            {
              syndicateId: a,
              capacityProviderPercentage: 100,
              grossPremiumCommissionPercentage: 20,
            },
          ],
        },
        {
          dateFrom: "2026-07-01",
          dateTo: "2027-06-30",
          syndicates: [
            {
              syndicateId: b,
              capacityProviderPercentage: 100,
              grossPremiumCommissionPercentage: 25,
            },
          ],
        },
      ],
    });
    const saved = await underwriter.put(`${riskCodesUrl()}/${created.body.id}`, twoPeriods);
    expect(saved.status).toBe(200);
    expect(saved.body.periods.map((p: { dateFrom: string }) => p.dateFrom)).toEqual([
      "2026-01-01",
      "2026-07-01",
    ]);

    const overlap = await underwriter.put(`${riskCodesUrl()}/${created.body.id}`, {
      ...twoPeriods,
      periods: [twoPeriods.periods[0], { ...twoPeriods.periods[1], dateFrom: "2026-06-30" }],
    });
    expect(overlap.body.errors).toEqual({ "periods.1.dateFrom": ["Periods must not overlap"] });
  });

  it("only uses the company's own syndicates, and a syndicate in use cannot be deleted", async () => {
    const other = await market.signIn("underwriter2@demo.test");
    const foreign = await other.post(`/api/companies/${id.summit}/syndicates`, {
      name: "Summit's",
      lloydsNumber: "1",
    });
    const refused = await underwriter.post(
      riskCodesUrl(),
      code([[foreign.body.id, 100, 10]], { code: "MV" }),
    );
    expect(refused.body.errors).toEqual({
      "periods.0.syndicates.0.syndicateId": ["Choose a syndicate of your company"],
    });
    const inUse = await underwriter.delete(`${syndicatesUrl()}/${a}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(messages.deleteInUse);
  });

  it("is private to the company and needs ManageBindingAgreements to change", async () => {
    const [row] = (await underwriter.get(riskCodesUrl())).body.data;
    const other = await market.signIn("underwriter2@demo.test");
    expect((await other.get(`${riskCodesUrl()}/${row.id}`)).status).toBe(404);
    expect((await other.get(`/api/companies/${id.summit}/risk-codes/${row.id}`)).status).toBe(404);
    const broker = await market.signIn("broker@demo.test");
    expect((await broker.put(`${riskCodesUrl()}/${row.id}`, code([[a, 100, 1]]))).status).toBe(404);
    expect((await underwriter.delete(`${riskCodesUrl()}/${row.id}`)).status).toBe(204);
    expect((await underwriter.get(`${riskCodesUrl()}/${row.id}`)).status).toBe(404);
  });
});
