/**
 * The client company (SPEC §1 "clients follow quotations and manage policy documents and
 * claims"): its policies are one list (page, home count, notify form), each opens only for it,
 * and on a claim it follows the status but never the money, the advice or internal documents.
 */
import { certificateMessages, formatDateAu } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";
import { todayIn } from "../rating/index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let linked: Awaited<ReturnType<typeof m.boundPolicy>>;
let unlinked: Awaited<ReturnType<typeof m.boundPolicy>>;
const today = todayIn("Australia/Sydney");
const policiesOf = (companyId: number) => `/api/companies/${companyId}/client-policies`;
const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  [linked, unlinked] = [await m.boundPolicy(), await m.boundPolicy()];
  const link = await m.broker.put(`/api/companies/${m.id.harbourside}/risks/${linked.id}/client`, {
    clientCompanyId: m.id.kookaburra,
  });
  expect(link.status).toBe(200);
});
afterAll(() => t.close());

describe("the client's policies", () => {
  it("lists a linked policy once, opens it, and answers 404 for any other", async () => {
    const list = await m.client.get(`${policiesOf(m.id.kookaburra)}?perPage=1`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.data.map((p: { riskPackageId: number }) => p.riskPackageId);
    expect(ids).toEqual([linked.id]);
    // The home card reads the same list's total: it counts what the page lists.
    expect(list.body.meta.total).toBe(1);
    const one = await m.client.get(`${policiesOf(m.id.kookaburra)}/${linked.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      riskPackageId: linked.id,
      policyNumber: linked.policyNumber,
      brokerCompany: { id: m.id.harbourside, name: "Harbourside Insurance Brokers" },
      proposal: null,
      can: { notifyClaim: true },
    });
    const other = await m.client.get(`${policiesOf(m.id.kookaburra)}/${unlinked.id}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Policy not found");
    const file = await m.client.get(
      `${policiesOf(m.id.kookaburra)}/${unlinked.id}/documents/1/file`,
    );
    expect(file.status).toBe(404);
    // Not a client company: the list and the policy are not there.
    expect((await m.broker.get(policiesOf(m.id.harbourside))).status).toBe(404);
    expect((await m.broker.get(`${policiesOf(m.id.harbourside)}/${linked.id}`)).status).toBe(404);
    expect((await m.broker.get(policiesOf(m.id.kookaburra))).status).toBe(404);
  });
});

describe("a claim as the client sees it", () => {
  it("shows its status but never the reserve, the payments or the firm's advice", async () => {
    const notified = await m.client.post(
      `/api/companies/${m.id.kookaburra}/risks/${linked.id}/claims`,
      { dateOfLoss: today, description: "Flooded workshop", estimate: "40000" },
    );
    expect(notified.status, JSON.stringify(notified.body)).toBe(201);
    const id = notified.body.id as number;
    const uw = `${claimsOf(m.id.coastal)}/${id}`;
    const reserve = await m.underwriter.post(`${uw}/movements`, {
      movementDate: today,
      kind: "reserve",
      category: "indemnity",
      amount: "30000",
    });
    expect(reserve.status, JSON.stringify(reserve.body)).toBe(201);
    await m.underwriter.post(`${uw}/legal`, { legalCompanyId: m.id.bankshale });
    const advised = await m.legal.post(`${claimsOf(m.id.bankshale)}/${id}/advice`, {
      advice: "Privileged: cover is doubtful.",
    });
    expect(advised.status).toBe(200);

    const mine = `${claimsOf(m.id.kookaburra)}/${id}`;
    const view = await m.client.get(mine);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ status: "open", totals: null, advice: null });
    expect(JSON.stringify(view.body)).not.toContain("30000");
    const list = await m.client.get(claimsOf(m.id.kookaburra));
    const row = list.body.data.find((c: { id: number }) => c.id === id);
    expect(row.totals).toBeNull();
    expect((await m.client.get(`${mine}/movements`)).status).toBe(403);
    expect((await m.client.get(`${claimsOf(m.id.kookaburra)}/report`)).status).toBe(403);
    const timeline = await m.client.get(`${mine}/timeline`);
    const actions = timeline.body.data.map((e: { action: string }) => e.action);
    expect(actions).toContain("claim.notified");
    expect(actions).not.toContain("claim.reserveSet");
    expect(JSON.stringify(timeline.body)).not.toContain("cover is doubtful");

    // The broker reads the money (its loss runs), not the advice.
    const broker = await m.broker.get(`${claimsOf(m.id.harbourside)}/${id}`);
    expect(broker.body.totals.total).toEqual({
      paid: "0.00",
      outstanding: "30000.00",
      incurred: "30000.00",
    });
    expect(broker.body.advice).toBeNull();
    const brokerTimeline = await m.broker.get(`${claimsOf(m.id.harbourside)}/${id}/timeline`);
    const brokerActions = brokerTimeline.body.data.map((e: { action: string }) => e.action);
    expect(brokerActions).toContain("claim.reserveSet");
    expect(JSON.stringify(brokerTimeline.body)).not.toContain("cover is doubtful");
    // The underwriter reads everything.
    expect((await m.underwriter.get(uw)).body.advice).toBe("Privileged: cover is doubtful.");
  });
});

describe("the client's certificate of currency", () => {
  it("is generated on demand for a policy in force, and refused once it is cancelled", async () => {
    const policy = await m.boundPolicy();
    await m.broker.put(`/api/companies/${m.id.harbourside}/risks/${policy.id}/client`, {
      clientCompanyId: m.id.kookaburra,
    });
    const url = `${policiesOf(m.id.kookaburra)}/${policy.id}`;
    const view = await m.client.get(url);
    expect(view.body).toMatchObject({
      certificateUrl: `${url}/certificate`,
      can: { downloadCertificate: true },
    });
    const certificate = await m.client.get(`${url}/certificate`);
    expect(certificate.status, String(certificate.body)).toBe(200);
    expect(certificate.headers["content-type"]).toBe("application/pdf");
    expect(certificate.headers["content-disposition"]).toContain(policy.policyNumber);
    const pdf = certificate.raw;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (hasPdftotext) {
      const text = pdfText(pdf, "certificate");
      expect(text).toContain("Certificate of currency");
      expect(text).toContain(policy.policyNumber);
      expect(text).toContain(formatDateAu(policy.inceptionDate));
      expect(text).toContain(formatDateAu(today));
      // It states the cover, never the premium.
      expect(text).not.toMatch(/premium/i);
    }
    // Only the client's own policy: another's is not there, and a broker has no client route.
    expect(
      (await m.client.get(`${policiesOf(m.id.kookaburra)}/${unlinked.id}/certificate`)).status,
    ).toBe(404);
    expect(
      (await m.broker.get(`${policiesOf(m.id.harbourside)}/${policy.id}/certificate`)).status,
    ).toBe(404);

    const risk = `/api/companies/${m.id.harbourside}/risks/${policy.id}`;
    const cancel = await m.broker.post(`${risk}/cancel`, {
      effectiveDate: policy.inceptionDate,
      reason: "Insured request",
      confirm: true,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await m.broker.post(`${risk}/bind`, { declaration: true })).status).toBe(200);
    const after = await m.client.get(url);
    expect(after.body.can.downloadCertificate).toBe(false);
    expect(after.body.policyStatus).toMatchObject({
      state: "cancelled",
      coverEnd: policy.inceptionDate,
      ended: true,
    });
    const refused = await m.client.get(`${url}/certificate`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(certificateMessages.cancelled(policy.inceptionDate));
  });
});
