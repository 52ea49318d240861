/**
 * A legal firm acts only on what the policy's underwriter appointed it to: a policy number it
 * was never appointed on answers as one that does not exist, and the money and the status of a
 * claim stay the underwriter's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { todayIn } from "../rating/index.ts";
import { insured } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let policy: Awaited<ReturnType<typeof m.boundPolicy>>;
const today = todayIn("Australia/Sydney");
const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;
const incidentsOf = (companyId: number) => `/api/companies/${companyId}/incidents`;
const incident = (extra: Record<string, unknown>) => ({
  dateOfLoss: today,
  description: "Letter of demand",
  ...extra,
});
const notFoundAnswer = { errors: { policyNumber: ["No bound policy has this number"] } };

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  policy = await m.boundPolicy();
});
afterAll(() => t.close());

/** A claim on `policy` notified by the broker, as the underwriter's URL. */
async function brokerClaim() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks/${policy.id}/claims`,
    { dateOfLoss: today, description: "Water damage", estimate: "25000" },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

describe("a legal firm never appointed on a policy", () => {
  it("gets the answer of a number that does not exist, with no insured name in it", async () => {
    const unknown = await m.legal.post(
      incidentsOf(m.id.bankshale),
      incident({ policyNumber: "P99-9999999" }),
    );
    const guessed = await m.legal.post(
      incidentsOf(m.id.bankshale),
      incident({ policyNumber: policy.policyNumber }),
    );
    expect(unknown.status).toBe(422);
    expect(guessed.status).toBe(422);
    expect(guessed.body).toMatchObject(notFoundAnswer);
    expect(guessed.body).toEqual(unknown.body);
    expect(JSON.stringify(guessed.body)).not.toContain(insured.name);
    const byId = await m.legal.post(
      incidentsOf(m.id.bankshale),
      incident({ riskPackageId: policy.id }),
    );
    expect(byId.status).toBe(422);
    expect(byId.body.errors.riskPackageId).toEqual(["No bound policy has this number"]);
    const list = await m.legal.get(incidentsOf(m.id.bankshale));
    expect(list.body.meta.total).toBe(0);
  });

  it("another tenant's underwriter gets the same answer for a policy number not its own", async () => {
    const foreign = await m.underwriter2.post(
      incidentsOf(m.id.summit),
      incident({ policyNumber: policy.policyNumber }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject(notFoundAnswer);
  });

  it("cannot widen what it sees through an incident of its own naming no policy", async () => {
    const own = await m.legal.post(incidentsOf(m.id.bankshale), incident({}));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const view = await m.legal.get(`${claimsOf(m.id.bankshale)}/${own.body.id}`);
    expect(view.body.can).toMatchObject({ convert: false, statuses: ["closed"] });
    const converted = await m.legal.post(`${claimsOf(m.id.bankshale)}/${own.body.id}/convert`, {
      estimate: "1000",
      policyNumber: policy.policyNumber,
    });
    expect(converted.status).toBe(403);
    const closed = await m.legal.post(`${claimsOf(m.id.bankshale)}/${own.body.id}/status`, {
      status: "closed",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  });
});

describe("a legal firm the underwriter appointed", () => {
  it("notifies incidents on that policy; the underwriter converts them; another firm still cannot", async () => {
    const claimId = await brokerClaim();
    const appointed = await m.underwriter.post(`${claimsOf(m.id.coastal)}/${claimId}/legal`, {
      legalCompanyId: m.id.bankshale,
    });
    expect(appointed.status).toBe(200);

    const created = await m.legal.post(
      incidentsOf(m.id.bankshale),
      incident({ policyNumber: policy.policyNumber }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = await m.otherLegal.post(
      incidentsOf(m.id.otherlegal),
      incident({ policyNumber: policy.policyNumber }),
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject(notFoundAnswer);

    const byFirm = await m.legal.post(`${claimsOf(m.id.bankshale)}/${created.body.id}/convert`, {
      estimate: "8000",
    });
    expect(byFirm.status).toBe(403);
    const byUnderwriter = await m.underwriter.post(
      `${claimsOf(m.id.coastal)}/${created.body.id}/convert`,
      { estimate: "8000" },
    );
    expect(byUnderwriter.status, JSON.stringify(byUnderwriter.body)).toBe(201);
    expect(byUnderwriter.body.legalCompany).toMatchObject({ id: m.id.bankshale });

    // Released from every claim on the policy, the firm no longer names it.
    for (const id of [claimId, byUnderwriter.body.id]) {
      const released = await m.underwriter.post(`${claimsOf(m.id.coastal)}/${id}/legal`, {
        legalCompanyId: null,
      });
      expect(released.status).toBe(200);
    }
    const after = await m.legal.post(
      incidentsOf(m.id.bankshale),
      incident({ policyNumber: policy.policyNumber }),
    );
    expect(after.status).toBe(422);
    expect(after.body).toMatchObject(notFoundAnswer);
  });

  it("neither records payments nor changes the claim's status", async () => {
    const claimId = await brokerClaim();
    await m.underwriter.post(`${claimsOf(m.id.coastal)}/${claimId}/legal`, {
      legalCompanyId: m.id.bankshale,
    });
    const url = `${claimsOf(m.id.bankshale)}/${claimId}`;
    const view = await m.legal.get(url);
    expect(view.status).toBe(200);
    expect(view.body.can).toMatchObject({ payFees: false, statuses: [], convert: false });
    const fee = await m.legal.post(`${url}/movements`, {
      kind: "payment",
      category: "fees",
      amount: "999999.99",
      movementDate: today,
    });
    expect(fee.status).toBe(403);
    const closed = await m.legal.post(`${url}/status`, { status: "closed" });
    expect(closed.status).toBe(403);
    const movements = await m.underwriter.get(`${claimsOf(m.id.coastal)}/${claimId}/movements`);
    expect(movements.body.meta.total).toBe(0);
    const told = await m.broker.get(`/api/user/notifications?companyId=${m.id.harbourside}`);
    expect(JSON.stringify(told.body)).not.toContain("$999,999.99");
  });
});

describe("the appointed firm's advice", () => {
  it("is read by the underwriter, not by the broker, on the claim or its timeline", async () => {
    const claimId = await brokerClaim();
    await m.underwriter.post(`${claimsOf(m.id.coastal)}/${claimId}/legal`, {
      legalCompanyId: m.id.bankshale,
    });
    const advised = await m.legal.post(`${claimsOf(m.id.bankshale)}/${claimId}/advice`, {
      advice: "Liability is unlikely to attach.",
    });
    expect(advised.status).toBe(200);
    const underwriter = await m.underwriter.get(`${claimsOf(m.id.coastal)}/${claimId}`);
    expect(underwriter.body.advice).toBe("Liability is unlikely to attach.");
    const broker = `${claimsOf(m.id.harbourside)}/${claimId}`;
    expect((await m.broker.get(broker)).body.advice).toBeNull();
    const timeline = await m.broker.get(`${broker}/timeline`);
    expect(timeline.body.data.map((e: { description: string }) => e.description)).toContain(
      "Advice recorded",
    );
    expect(JSON.stringify(timeline.body)).not.toContain("unlikely to attach");
  });
});
