/** The insurer reads, and only reads, the claims on policies written under the agreements it carries. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { todayIn } from "../rating/index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let claimId: number;
let incidentId: number;
const today = todayIn("Australia/Sydney");
const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  const policy = await m.boundPolicy();
  const created = await m.underwriter.post(
    `/api/companies/${m.id.coastal}/risks/${policy.id}/claims`,
    { dateOfLoss: today, description: "Flooded site office", estimate: "25000" },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  claimId = created.body.id;
  const url = `${claimsOf(m.id.coastal)}/${claimId}/movements`;
  const move = (body: Record<string, unknown>) =>
    m.underwriter.post(url, { movementDate: today, ...body });
  expect((await move({ kind: "reserve", category: "indemnity", amount: "10000.10" })).status).toBe(
    201,
  );
  expect((await move({ kind: "payment", category: "indemnity", amount: "2500.05" })).status).toBe(
    201,
  );
  const incident = await m.underwriter.post(`/api/companies/${m.id.coastal}/incidents`, {
    dateOfLoss: today,
    description: "A letter of demand",
    riskPackageId: policy.id,
  });
  expect(incident.status, JSON.stringify(incident.body)).toBe(201);
  incidentId = incident.body.id;
});
afterAll(() => t.close());

describe("the insurer's claims", () => {
  it("lists the claim under its agreement with its paid and outstanding totals", async () => {
    const list = await m.insurer.get(claimsOf(m.id.greatsouthern));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const found = list.body.data.find((c: { id: number }) => c.id === claimId);
    expect(found).toMatchObject({ totals: { paid: "2500.05", outstanding: "7500.05" } });
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(incidentId);
  });

  it("reads the claim and its movements, with no right to change anything", async () => {
    const url = `${claimsOf(m.id.greatsouthern)}/${claimId}`;
    const one = await m.insurer.get(url);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const { statuses, ...flags } = one.body.can;
    expect(statuses).toEqual([]);
    expect(Object.values(flags).every((v) => v === false)).toBe(true);
    const movements = await m.insurer.get(`${url}/movements`);
    expect(movements.status).toBe(200);
    expect(movements.body.meta.total).toBe(2);
    const reserve = await m.insurer.post(`${url}/movements`, {
      movementDate: today,
      kind: "reserve",
      category: "indemnity",
      amount: "1",
    });
    expect(reserve.status).toBe(403);
    const status = await m.insurer.post(`${url}/status`, { status: "closed" });
    expect(status.status).toBe(403);
  });

  it("answers 404 for an incident, which stays between the agency and the legal firm", async () => {
    const res = await m.insurer.get(`${claimsOf(m.id.greatsouthern)}/${incidentId}`);
    expect(res.status).toBe(404);
  });
});
