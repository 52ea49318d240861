import { readFileSync } from "node:fs";
import { sampleDocumentData } from "@platform/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { findEmailTemplate, renderEmail } from "../email-templates/index.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let uw: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  uw = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

const base = () => `/api/companies/${coastal}/document-templates`;

describe("document templates", () => {
  it("lists the seeded PI and motor schedules and the quotation, and previews one as a PDF", async () => {
    const list = await uw.get(base());
    expect(list.status).toBe(200);
    expect(list.body.data.map((d: { name: string }) => d.name)).toEqual([
      "Motor policy schedule",
      "PI policy schedule",
      "Quotation letter",
    ]);
    expect(list.body.meta).toMatchObject({ total: 3 });
    const pi = list.body.data[1];
    const preview = await uw.get(`${base()}/${pi.id}/preview?sample=pi`);
    expect(preview.status).toBe(200);
    expect(preview.headers["content-type"]).toBe("application/pdf");
    expect(String(preview.body).startsWith("%PDF-")).toBe(true);
  });

  it("reports merge-field and syntax errors at save with their line and column (422)", async () => {
    const unknown = await uw.post(base(), {
      name: "Quotation",
      type: "single",
      content: "<p>Dear {{ broker.contactName }}</p>\n<p>{{ insured.nmae }}</p>",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      content: ["Line 2, column 7: Unknown merge field: insured.nmae"],
    });
    const syntax = await uw.post(base(), {
      name: "Quotation",
      type: "single",
      content: "<p>x</p>\n<p>{% if insured.name %}</p>",
    });
    expect(syntax.body.errors.content[0]).toMatch(/^Line 2, column 4: /);
    const include = await uw.post(base(), {
      name: "Quotation",
      type: "single",
      content: "<p>{% include '/etc/passwd' %}</p>",
    });
    expect(include.body.errors.content[0]).toContain("not allowed");
    const preview = await uw.post(`${base()}/preview`, { content: "<p>{{ nope }}</p>" });
    expect(preview.status).toBe(422);
    expect(preview.body.errors.content).toEqual(["Line 1, column 7: Unknown merge field: nope"]);
  });

  it("creates, combines, links to a product, refuses deleting one in use, and previews unsaved content", async () => {
    const quote = await uw.post(base(), {
      name: "Quotation",
      type: "single",
      content: "<h1>Quotation</h1><p>{{ insured.name }}</p><p>{% premium_table %}</p>",
      tags: ["quote"],
    });
    expect(quote.status).toBe(201);
    expect(quote.body).toMatchObject({ dataModelVersion: 1, tags: ["quote"] });
    const again = await uw.post(base(), { name: "quotation", type: "single", content: "<p>x</p>" });
    expect(again.body.errors).toEqual({ name: ["The name is already in use"] });

    const list = (await uw.get(`${base()}?search=schedule`)).body.data;
    const pack = await uw.post(base(), {
      name: "Policy pack",
      type: "combined",
      partIds: [list[1].id, quote.body.id],
    });
    expect(pack.status).toBe(201);
    const nested = await uw.put(`${base()}/${pack.body.id}`, {
      name: "Policy pack",
      type: "combined",
      partIds: [pack.body.id],
    });
    expect(nested.body.errors).toEqual({
      partIds: ["A combined document can only combine single templates"],
    });
    const packPdf = await uw.get(`${base()}/${pack.body.id}/preview`);
    expect(packPdf.headers["content-type"]).toBe("application/pdf");

    const products = await uw.get(`/api/companies/${coastal}/products`);
    const productId = products.body.data[0].id;
    const links = await uw.put(
      `/api/companies/${coastal}/products/${productId}/document-templates`,
      {
        links: [
          { event: "quote", templateIds: [quote.body.id] },
          { event: "bind", templateIds: [pack.body.id, list[1].id] },
        ],
      },
    );
    expect(links.status).toBe(200);
    expect(links.body.links).toEqual([
      { event: "quote", templateIds: [quote.body.id] },
      { event: "bind", templateIds: [pack.body.id, list[1].id] },
      { event: "adjustment", templateIds: [] },
      { event: "cancellation", templateIds: [] },
      { event: "reinstatement", templateIds: [] },
      { event: "renewal", templateIds: [] },
    ]);
    expect((await uw.delete(`${base()}/${quote.body.id}`)).body.message).toBe(
      "Cannot delete this item because it is in use",
    );

    const unsaved = await uw.post(`${base()}/preview`, {
      name: "Draft",
      content: "<p>{{ insured.name }}</p>",
      sample: "motor",
    });
    expect(unsaved.status).toBe(200);
    expect(unsaved.headers["content-type"]).toBe("application/pdf");
  });

  it("keeps every template route to the company (others get 404) and needs ManageDocuments", async () => {
    const [template] = (await uw.get(base())).body.data;
    const other = await market.signIn("underwriter2@demo.test");
    const broker = await market.signIn("broker@demo.test");
    for (const client of [other, broker]) {
      for (const response of [
        await client.get(base()),
        await client.get(`${base()}/${template.id}`),
        await client.get(`${base()}/${template.id}/preview`),
        await client.post(`${base()}/preview`, { content: "<p>x</p>" }),
        await client.post(base(), { name: "X", type: "single", content: "<p>x</p>" }),
        await client.put(`${base()}/${template.id}`, {
          name: "X",
          type: "single",
          content: "<p>x</p>",
        }),
        await client.delete(`${base()}/${template.id}`),
        await client.get(`/api/companies/${coastal}/document-merge-fields`),
        await client.get(`/api/companies/${coastal}/email-templates`),
        await client.post(`/api/companies/${coastal}/email-templates`, {}),
      ]) {
        expect(response.status).toBe(404);
      }
    }
  });
});

describe("email templates", () => {
  it("saves with roles and addresses, checks merge fields with positions, and renders for a risk", async () => {
    const url = `/api/companies/${coastal}/email-templates`;
    const bad = await uw.post(url, {
      name: "Quote issued",
      subject: "Quote {{ policy.ref }}",
      recipients: [{ role: "broker" }],
      content: "<p>Hi</p>",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      subject: ["Line 1, column 10: Unknown merge field: policy.ref"],
    });
    const noOne = await uw.post(url, {
      name: "x",
      subject: "s",
      recipients: [],
      content: "<p>x</p>",
    });
    expect(noOne.body.errors.recipients).toEqual(["Add at least one recipient"]);

    const created = await uw.post(url, {
      name: "Quote issued",
      subject: "Quote {{ policy.reference }} for {{ insured.name }}",
      recipients: [{ role: "broker" }, { role: "insured" }],
      cc: [{ role: "underwriter" }, { role: "broker" }],
      bcc: [{ email: "records@coastal.example" }],
      content: "<p>The amount payable is {{ premium.amountPayable | money }}.</p>",
      tags: ["quote"],
    });
    expect(created.status).toBe(201);
    // Beside the demo's own templates (quotation issued, policy bound, …).
    expect((await uw.get(url)).body.data.map((e: { name: string }) => e.name)).toContain(
      "Quote issued",
    );

    const row = await findEmailTemplate(t.db, coastal, created.body.id);
    const data = sampleDocumentData("pi");
    data.insured.name = "Smith & Co";
    const email = await renderEmail(row, data, {
      broker: "ben@harbourside.example",
      insured: null,
      underwriter: "olivia@coastal.example",
    });
    expect(email).toMatchObject({
      to: ["ben@harbourside.example"],
      cc: ["olivia@coastal.example"],
      bcc: ["records@coastal.example"],
      subject: "Quote CST-PI-000142 for Smith & Co",
    });
    expect(email.html).toBe(
      `<p>The amount payable is $${Number(data.premium.amountPayable).toLocaleString("en-AU", { minimumFractionDigits: 2 })}.</p>`,
    );
    expect((await uw.delete(`${url}/${created.body.id}`)).status).toBe(204);
  });
});

describe("the migration that gives reinstatement its own event", () => {
  it("copies a product's adjustment documents to reinstatement, never its adjustment emails", async () => {
    const products = await uw.get(`/api/companies/${coastal}/products`);
    const productId = products.body.data[0].id;
    const productUrl = `/api/companies/${coastal}/products/${productId}`;
    const [schedule] = (await uw.get(base())).body.data;
    const emails = await uw.get(`/api/companies/${coastal}/email-templates?perPage=100`);
    const adjusted = emails.body.data.find((e: { name: string }) => e.name === "Policy adjusted");
    // A product as it was before the event existed: links on adjustment, none on reinstatement.
    const docs = await uw.put(`${productUrl}/document-templates`, {
      links: [{ event: "adjustment", templateIds: [schedule.id] }],
    });
    expect(docs.status, JSON.stringify(docs.body)).toBe(200);
    const mails = await uw.put(`${productUrl}/email-templates`, {
      links: [{ trigger: "adjustment", templateIds: [adjusted.id] }],
    });
    expect(mails.status, JSON.stringify(mails.body)).toBe(200);

    const migration = new URL("../../../drizzle/0025_reinstatement_documents.sql", import.meta.url);
    await t.db.execute(sql.raw(readFileSync(migration, "utf8")));

    type Link = { event?: string; trigger?: string; templateIds: number[] };
    const linksOf = async (path: string, key: "event" | "trigger") =>
      Object.fromEntries(
        ((await uw.get(`${productUrl}/${path}`)).body.links as Link[]).map((l) => [
          l[key],
          l.templateIds,
        ]),
      );
    const documents = await linksOf("document-templates", "event");
    expect(documents.adjustment).toEqual([schedule.id]);
    expect(documents.reinstatement).toEqual([schedule.id]);
    const sent = await linksOf("email-templates", "trigger");
    expect(sent.adjustment).toEqual([adjusted.id]);
    expect(sent.reinstatement).toEqual([]);
  });
});
