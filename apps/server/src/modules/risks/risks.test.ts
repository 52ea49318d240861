import { TransactionStatus, TransactionType } from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { productVersions } from "../products/tables.ts";
import { newRisk, piAnswers, riskMarket } from "./fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const risksOf = (companyId: number) => `/api/companies/${companyId}/risks`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

describe("create, save, get and list", () => {
  let riskId: number;

  it("a broker creates a risk: reference from the package format, NB Initiated, main risk first", async () => {
    const created = await m.broker.post(
      risksOf(m.id.harbourside),
      newRisk(m.packageId, { addOns: [{ productId: m.addOnId, answers: {} }] }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    riskId = created.body.id;
    expect(created.body.reference).toMatch(/^CUA-PI-\d{6}-\d{6}$/);
    expect(created.body.reference.endsWith(String(riskId).padStart(6, "0"))).toBe(true);
    expect(created.body).toMatchObject({
      transactionType: TransactionType.NewBusiness,
      transactionStatus: TransactionStatus.Initiated,
      brokerCompany: { id: m.id.harbourside },
      underwriterCompany: { id: m.id.coastal },
      can: { save: true, submit: true, discard: true, quote: false },
    });
    expect(created.body.risks).toHaveLength(2);
    expect(created.body.risks[0].productKind).toBe(1);
    expect(created.body.risks[1].productId).toBe(m.addOnId);
    expect(created.body.risks[0].transactions[0]).toMatchObject({
      type: 1,
      status: 1,
      premium: null,
      quoteExpiresAt: null,
    });
  });

  it("validates the term and the insured with field messages", async () => {
    const bad = await m.broker.post(
      risksOf(m.id.harbourside),
      newRisk(m.packageId, { termMonths: 30, insured: { name: "", address: { country: "AU" } } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors["insured.name"]).toEqual(["Insured name is required"]);
    const term = await m.broker.post(
      risksOf(m.id.harbourside),
      newRisk(m.packageId, { termMonths: 30 }),
    );
    expect(term.status).toBe(422);
    expect(term.body.errors.termMonths).toEqual(["The term must be between 1 and 18 months"]);
  });

  it("saves progress while Initiated", async () => {
    const saved = await m.broker.put(`${risksOf(m.id.harbourside)}/${riskId}`, {
      answers: piAnswers({ revenue: 900000 }),
      termMonths: 6,
      addOns: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.termMonths).toBe(6);
    expect(saved.body.risks).toHaveLength(1);
    expect(saved.body.risks[0].answers.revenue).toBe(900000);
  });

  it("both sides read it; the list filters, searches and pages", async () => {
    const seen = await m.underwriter.get(`${risksOf(m.id.coastal)}/${riskId}`);
    expect(seen.status).toBe(200);
    const list = await m.broker.get(
      `${risksOf(m.id.harbourside)}?search=kookaburra&status=1&perPage=5`,
    );
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBeGreaterThanOrEqual(1);
    expect(list.body.data[0]).toMatchObject({
      id: riskId,
      insuredName: "Kookaburra Engineering Pty Ltd",
      transactionStatus: 1,
      brokerCompany: { id: m.id.harbourside, name: "Harbourside Insurance Brokers" },
    });
    const none = await m.underwriter.get(`${risksOf(m.id.coastal)}?status=7`);
    expect(none.body.data.find((r: { id: number }) => r.id === riskId)).toBeUndefined();
    const system = await m.admin.get(`${risksOf(m.id.ops)}?search=${riskId}`);
    expect(system.status).toBe(200);
  });

  it("discards only while Initiated", async () => {
    const other = await m.broker.post(risksOf(m.id.harbourside), newRisk(m.packageId));
    const gone = await m.broker.post(`${risksOf(m.id.harbourside)}/${other.body.id}/discard`, {});
    expect(gone.status).toBe(200);
    expect((await m.broker.get(`${risksOf(m.id.harbourside)}/${other.body.id}`)).status).toBe(404);
  });
});

describe("submit, quote and bind", () => {
  it("a clean submission is quoted for 30 days and binds with the declaration", async () => {
    const created = await m.broker.post(risksOf(m.id.harbourside), newRisk(m.packageId));
    const url = `${risksOf(m.id.harbourside)}/${created.body.id}`;
    const submitted = await m.broker.post(`${url}/submit`, {});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const tx = submitted.body.risks[0].transactions[0];
    expect(tx.status).toBe(TransactionStatus.Quoted);
    expect(tx.quoteExpiresAt - tx.quotedAt).toBe(30 * 86400);
    expect(tx.premium.grossPremium).toMatch(/^\d+\.\d{2}$/);
    expect(tx.values.find((v: { name: string }) => v.name === "claimsLoading")).toBeUndefined();
    const discard = await m.broker.post(`${url}/discard`, {});
    expect(discard.status).toBe(409);
    expect(discard.body.message).toBe(
      "Risk transactions can only be discarded when in Initiated status",
    );
    const noDeclaration = await m.broker.post(`${url}/bind`, {});
    expect(noDeclaration.status).toBe(422);
    expect(noDeclaration.body.errors.declaration).toEqual([
      "Confirm that a signed, dated proposal was received",
    ]);
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
    expect(bound.body.policyNumber).toMatch(/^P\d{2}-\d{7}$/);
    const again = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(again.status).toBe(409);
  });
});

describe("what each side sees", () => {
  it("the assigned underwriter is hidden from brokers when the product says so; `mine` lists it", async () => {
    const created = await m.underwriter.post(
      risksOf(m.id.coastal),
      newRisk(m.packageId, { brokerCompanyId: m.id.harbourside }),
    );
    expect(created.status).toBe(201);
    const versionId = created.body.risks[0].productVersionId;
    const brokerUrl = `${risksOf(m.id.harbourside)}/${created.body.id}`;
    expect((await m.broker.get(brokerUrl)).body.assignedUnderwriter.name).toBe("Uma Underwriter");
    await t.db
      .update(productVersions)
      .set({
        details: sql`jsonb_set(${productVersions.details}, '{assignment,hideAssignedUnderwriterFromBrokers}', 'true'::jsonb)`,
      })
      .where(eq(productVersions.id, versionId));
    try {
      expect((await m.broker.get(brokerUrl)).body.assignedUnderwriter).toBeNull();
      const row = (
        await m.broker.get(`${risksOf(m.id.harbourside)}?search=${created.body.reference}`)
      ).body.data[0];
      expect(row.assignedUnderwriter).toBeNull();
      const own = await m.underwriter.get(`${risksOf(m.id.coastal)}?mine=true&sort=reference`);
      expect(own.body.data.map((r: { id: number }) => r.id)).toContain(created.body.id);
      expect(
        own.body.data.every(
          (r: { assignedUnderwriter: { name: string } | null }) =>
            r.assignedUnderwriter?.name === "Uma Underwriter",
        ),
      ).toBe(true);
    } finally {
      await t.db
        .update(productVersions)
        .set({
          details: sql`jsonb_set(${productVersions.details}, '{assignment,hideAssignedUnderwriterFromBrokers}', 'false'::jsonb)`,
        })
        .where(eq(productVersions.id, versionId));
    }
  });
});
