import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
});
afterAll(() => t.close());

describe("company tags", () => {
  it("creates a tag with attachments, renames it, and keeps it through a company update", async () => {
    const broker = await market.signIn("broker@demo.test");
    const file = await broker.request(
      "POST",
      `/api/companies/${harbourside}/files?name=terms.pdf`,
      undefined,
      {
        rawBody: "%PDF-1.4 terms",
        headers: { "content-type": "application/pdf" },
      },
    );
    const created = await broker.post(`/api/companies/${harbourside}/tags`, {
      name: "Terms",
      fileVersionIds: [file.body.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Terms", attachments: [{ name: "terms.pdf" }] });

    const duplicate = await broker.post(`/api/companies/${harbourside}/tags`, { name: "terms" });
    expect(duplicate.body.errors).toEqual({ name: ["The name is already in use"] });

    await broker.put(`/api/companies/${harbourside}`, { tags: ["Terms", "Marine"] });
    const list = (await broker.get(`/api/companies/${harbourside}/tags`)).body.data;
    expect(list.map((tag: { name: string }) => tag.name)).toEqual(["Marine", "Terms"]);
    expect(list[1].attachments).toHaveLength(1);

    const renamed = await broker.put(`/api/companies/${harbourside}/tags/${created.body.id}`, {
      name: "Terms of business",
      fileVersionIds: [],
    });
    expect(renamed.body).toMatchObject({ name: "Terms of business", attachments: [] });
    expect(
      (await broker.delete(`/api/companies/${harbourside}/tags/${created.body.id}`)).status,
    ).toBe(204);
  });

  it("needs ManageCompanyTags and the company's own files", async () => {
    const assistant = await market.signIn("assistant@demo.test");
    expect(
      (await assistant.post(`/api/companies/${harbourside}/tags`, { name: "Nope" })).status,
    ).toBe(403);
    const broker = await market.signIn("broker@demo.test");
    const foreign = await broker.post(`/api/companies/${harbourside}/tags`, {
      name: "Foreign",
      fileVersionIds: [999],
    });
    expect(foreign.body.errors).toEqual({
      fileVersionIds: ["Attach files uploaded by this company"],
    });
  });
});
