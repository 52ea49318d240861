/** The insurer reads, and only reads, the products written under the agreements it carries. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const insurerProducts = () => `/api/companies/${m.id.greatsouthern}/products`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

describe("the insurer's products", () => {
  let carriedId: number;

  it("lists the agencies' products written under its agreements, and not one that is not", async () => {
    const created = await m.underwriter.post(`/api/companies/${m.id.coastal}/products`, {
      name: "Unplaced Product",
      insuranceClassId: 1,
      productClassId: null,
      productType: "retail",
      kind: 1,
      targetCountry: "AU",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await m.insurer.get(`${insurerProducts()}?perPage=100`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const names = list.body.data.map((p: { name: string }) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain("Unplaced Product");
    const companies = new Set(list.body.data.map((p: { companyId: number }) => p.companyId));
    expect(companies.has(m.id.coastal)).toBe(true);
    carriedId = list.body.data.find((p: { companyId: number }) => p.companyId === m.id.coastal).id;
    const unplaced = await m.insurer.get(`${insurerProducts()}/${created.body.id}`);
    expect(unplaced.status).toBe(404);
    expect(unplaced.body.message).toBe("Product not found");
  });

  it("reads a carried product with every action off, and cannot change it", async () => {
    const one = await m.insurer.get(`${insurerProducts()}/${carriedId}`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.can).toEqual({ manage: false, design: false });
    expect(one.body.currentVersion.can).toEqual({
      edit: false,
      publish: false,
      unpublish: false,
      delete: false,
    });
    const own = await m.underwriter.get(`/api/companies/${m.id.coastal}/products/${carriedId}`);
    expect(own.body.can).toMatchObject({ manage: true, design: true });
    const version = one.body.currentVersion.id;
    const base = `${insurerProducts()}/${carriedId}`;
    expect((await m.insurer.post(`${base}/versions/${version}/unpublish`, {})).status).toBe(403);
    expect((await m.insurer.delete(base)).status).toBe(403);
  });
});
