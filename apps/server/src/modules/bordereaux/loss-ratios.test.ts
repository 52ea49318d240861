/** Loss ratios per agreement period: paid + outstanding over the premium earned to date. */
import { Dec } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { boundPolicy } from "../../test/policies.ts";
import { todayIn } from "../rating/index.ts";
import { riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let policy: Awaited<ReturnType<typeof boundPolicy>>;
const today = todayIn("Australia/Sydney");
const url = (companyId: number) => `/api/companies/${companyId}/bordereaux/loss-ratios`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  policy = await boundPolicy(m);
  const claim = await m.underwriter.post(
    `/api/companies/${m.id.coastal}/risks/${policy.id}/claims`,
    {
      dateOfLoss: today,
      description: "Fire in the plant room",
      estimate: "5000",
    },
  );
  expect(claim.status, JSON.stringify(claim.body)).toBe(201);
  const movements = `/api/companies/${m.id.coastal}/claims/${claim.body.id}/movements`;
  for (const body of [
    { kind: "reserve", category: "indemnity", amount: "400.00" },
    { kind: "payment", category: "indemnity", amount: "100.00" },
  ]) {
    const moved = await m.underwriter.post(movements, { movementDate: today, ...body });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
  }
});
afterAll(() => t.close());

describe("loss ratios", () => {
  it("the insurer sees each period's earned premium, claims and ratio", async () => {
    const res = await m.insurer.get(url(m.id.greatsouthern));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const coastal = res.body.data.find((a: { name: string }) => a.name.includes("Coastal"));
    expect(coastal.role).toBe("insurer");
    const current = coastal.periods.find(
      (p: { dateFrom: string; dateTo: string }) => p.dateFrom <= today && today <= p.dateTo,
    );
    // Earned through the agreement's today (Sydney): one day when bound today, two while Sydney
    // is a day ahead of the product's time zone (Brisbane).
    const list = await m.insurer.get(`/api/companies/${m.id.greatsouthern}/risks`);
    const row = list.body.data.find((r: { id: number }) => r.id === policy.id);
    const termDays =
      (Date.parse(`${policy.expiryDate}T00:00:00Z`) -
        Date.parse(`${policy.inceptionDate}T00:00:00Z`)) /
      86_400_000;
    const elapsedDays =
      (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${policy.inceptionDate}T00:00:00Z`)) /
        86_400_000 +
      1;
    const earned = new Dec(row.grossPremium).times(elapsedDays).dividedBy(termDays);
    expect(current).toMatchObject({
      earned: earned.toFixed(2),
      paid: "100.00",
      outstanding: "300.00",
      incurred: "400.00",
      percent: new Dec(400).dividedBy(earned).times(100).toFixed(1),
    });
  });

  it("the agency reads the same figures; a broker carries none", async () => {
    const insurer = (await m.insurer.get(url(m.id.greatsouthern))).body.data;
    const agency = await m.underwriter.get(url(m.id.coastal));
    expect(agency.status).toBe(200);
    expect(agency.body.data).toHaveLength(1);
    expect(agency.body.data[0].role).toBe("agency");
    const same = insurer.find((a: { id: number }) => a.id === agency.body.data[0].id);
    expect(agency.body.data[0].periods).toEqual(same.periods);
    const broker = await m.broker.get(url(m.id.harbourside));
    expect(broker.body.data).toEqual([]);
  });
});
