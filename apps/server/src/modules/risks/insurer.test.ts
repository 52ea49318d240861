import { TransactionStatus } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { boundPolicy, brokerUrl } from "../../test/policies.ts";
import { exampleOf, fillPath, walkRoutes } from "../../test/route-walk.ts";
import { newRisk, riskMarket } from "./fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let bound: Awaited<ReturnType<typeof boundPolicy>>;
let quotedId: number;
const insurerRisks = () => `/api/companies/${m.id.greatsouthern}/risks`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  bound = await boundPolicy(m);
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId),
  );
  quotedId = created.body.id;
  expect((await m.broker.post(`${brokerUrl(m, quotedId)}/submit`, {})).status).toBe(200);
});
afterAll(() => t.close());

describe("the insurer reads the risks bound under the agreements it carries", () => {
  it("lists the bound package and not the one still quoted", async () => {
    const list = await m.insurer.get(insurerRisks());
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const ids = list.body.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(bound.id);
    expect(ids).not.toContain(quotedId);
    const row = list.body.data.find((r: { id: number }) => r.id === bound.id);
    expect(Number(row.grossPremium)).toBeGreaterThan(0);
    expect(list.body.meta.total).toBe(ids.length);
  });

  it("is told its list is the carried policies, with no board and nothing to start", async () => {
    const list = await m.insurer.get(insurerRisks());
    expect(list.body.can).toEqual({ create: false, board: false });
    expect(list.body.scope).toBe("carried");
    // The agency and the broker keep their board and their own list.
    const agency = await m.underwriter.get(`/api/companies/${m.id.coastal}/risks`);
    expect(agency.body).toMatchObject({ can: { create: true, board: true }, scope: "company" });
    const broker = await m.broker.get(`/api/companies/${m.id.harbourside}/risks`);
    expect(broker.body).toMatchObject({ can: { create: true, board: true }, scope: "company" });
  });

  it("reads the bound package with its transactions and premium, and nothing it may change", async () => {
    const view = await m.insurer.get(`${insurerRisks()}/${bound.id}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.transactionStatus).toBe(TransactionStatus.Bound);
    expect(view.body.risks[0].transactions[0].premium).not.toBeNull();
    expect(view.body.risks[0].transactions.length).toBeGreaterThan(0);
    const granted = Object.entries(view.body.can).filter(([, v]) => v === true);
    expect(granted).toEqual([]);
    const documents = await m.insurer.get(`${insurerRisks()}/${bound.id}/documents`);
    expect(documents.status).toBe(200);
  });

  it("answers 404 for a package not bound under its agreements", async () => {
    const other = await m.insurer.get(`${insurerRisks()}/${quotedId}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe("Risk not found");
  });

  it("keeps the agency's notes, files, messages and emails from the insurer", async () => {
    for (const part of ["notes", "files", "messages", "emails"]) {
      const res = await m.insurer.get(`${insurerRisks()}/${bound.id}/${part}`);
      expect(res.status, part).toBe(404);
    }
    const timeline = await m.insurer.get(`${insurerRisks()}/${bound.id}/timeline`);
    expect(timeline.status).toBe(200);
  });

  it("changes nothing: every change to a visible package is refused with 403 (or 404 where the part is hidden)", async () => {
    const changes = walkRoutes(t.app).filter(
      (r) =>
        r.method !== "GET" && r.url.startsWith("/api/companies/:companyId/risks/:riskPackageId"),
    );
    expect(changes.length).toBeGreaterThan(10);
    const view = await m.broker.get(brokerUrl(m, bound.id));
    // Bodies the edge accepts, so the refusal is the policy's, not the schema's.
    const bodies: Record<string, unknown> = {
      "/api/companies/:companyId/risks/:riskPackageId/details": { termMonths: 12 },
      "/api/companies/:companyId/risks/:riskPackageId/adjust": {
        productId: view.body.risks[0].productId,
        basePremium: "100.00",
        discountPercent: 0,
        reason: "Insurer",
      },
    };
    const refused: Record<string, number> = {};
    for (const route of changes) {
      // An upload is multipart; the panel's files are hidden from the insurer (404 above).
      if (route.url.endsWith("/files")) continue;
      const url = fillPath(route.url, m.id.greatsouthern, { riskPackageId: String(bound.id) });
      const body = bodies[route.url] ?? exampleOf(route.bodySchema) ?? {};
      const res = await m.insurer.request(route.method, url, body);
      refused[`${route.method} ${route.url}`] = res.status;
    }
    const allowed = Object.entries(refused).filter(
      ([, status]) => status !== 403 && status !== 404,
    );
    expect(allowed).toEqual([]);
    const save = `PUT /api/companies/:companyId/risks/:riskPackageId`;
    expect(refused[save]).toBe(403);
  });
});
