import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;
let coastal: number;
let kookaburra: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
  coastal = await market.companyId("coastal");
  kookaburra = await market.companyId("kookaburra");
});
afterAll(() => t.close());

const widget = {
  title: "Premium by month",
  measure: "writtenPremium",
  chartType: "bar",
  period: { kind: "thisFinancialYear" },
  interval: "month",
  size: "5x3",
  position: { x: 0, y: 0 },
};

describe("dashboards", () => {
  it("makes the company type's starter dashboard on the first visit, once", async () => {
    const broker = await market.signIn("broker@demo.test");
    const url = `/api/companies/${harbourside}/dashboards`;
    const visits = await Promise.all([broker.get(url), broker.get(url), broker.get(url)]);
    for (const visit of visits) {
      expect(visit.status).toBe(200);
      expect(visit.body.meta.total).toBe(1);
    }
    const [starter] = visits[0]!.body.data;
    expect(starter.name).toBe("Overview");
    expect(starter.widgets.map((w: { measure: string }) => w.measure)).toContain("writtenPremium");
    expect((await broker.get(url)).body.data).toHaveLength(1);

    // The insurer's starts with its loss ratio, the law firm's with claims.
    const insurer = await market.signIn("insurer@demo.test");
    const greatsouthern = await market.companyId("greatsouthern");
    const own = await insurer.get(`/api/companies/${greatsouthern}/dashboards`);
    expect(own.body.data[0].widgets.map((w: { measure: string }) => w.measure)).toContain(
      "lossRatio",
    );
  });

  it("saves a dashboard whole and gives it back as saved, widget ids kept", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const url = `/api/companies/${coastal}/dashboards`;
    const created = await underwriter.post(url, { name: "Renewals", widgets: [widget] });
    expect(created.status).toBe(201);
    const [saved] = created.body.widgets;
    expect(saved).toMatchObject({ ...widget, aggregation: "sum", premiumType: "gross" });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);

    const moved = { ...saved, size: "8x6", position: { x: 0, y: 3 } };
    const second = {
      ...widget,
      title: "Bound by product",
      measure: "boundCount",
      chartType: "donut",
      groupBy: "product",
      interval: "none",
    };
    const updated = await underwriter.put(`${url}/${created.body.id}`, {
      name: "Renewals desk",
      widgets: [moved, second],
    });
    expect(updated.status).toBe(200);
    const read = await underwriter.get(`${url}/${created.body.id}`);
    expect(read.body.name).toBe("Renewals desk");
    expect(read.body.widgets[0]).toEqual(moved);
    expect(read.body.widgets[1].id).not.toBe(moved.id);

    expect((await underwriter.delete(`${url}/${created.body.id}`)).status).toBe(204);
    expect((await underwriter.get(`${url}/${created.body.id}`)).status).toBe(404);
  });

  it("refuses a widget whose settings do not fit, beside the field", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const refused = await underwriter.post(`/api/companies/${coastal}/dashboards`, {
      name: "Ratios",
      widgets: [{ ...widget, measure: "lossRatio", chartType: "line" }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors["widgets.0.aggregation"]).toEqual([
      "Loss ratio is an average: choose Average.",
    ]);
  });

  it("is the user's own: another user's or company's dashboard is not found; a client has none", async () => {
    const broker = await market.signIn("broker@demo.test");
    const mine = await broker.post(`/api/companies/${harbourside}/dashboards`, {
      name: "Mine",
      widgets: [],
    });
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (await assistant.get(`/api/companies/${harbourside}/dashboards/${mine.body.id}`)).status,
    ).toBe(404);
    expect(
      (
        await assistant.put(`/api/companies/${harbourside}/dashboards/${mine.body.id}`, {
          name: "Taken",
          widgets: [],
        })
      ).status,
    ).toBe(404);
    const underwriter = await market.signIn("underwriter@demo.test");
    expect(
      (await underwriter.get(`/api/companies/${coastal}/dashboards/${mine.body.id}`)).status,
    ).toBe(404);
    expect((await underwriter.get(`/api/companies/${harbourside}/dashboards`)).status).toBe(404);
    const client = await market.signIn("client@demo.test");
    expect((await client.get(`/api/companies/${kookaburra}/dashboards`)).status).toBe(403);
  });
});
