import { sampleDocumentData } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let uw: TestClient;
const base = () => `/api/companies/${coastal}/email-templates`;
const template = {
  name: "Bound notice",
  subject: "Policy {{ policy.reference }} is bound",
  recipients: [{ role: "broker" }],
  content: "<p>Dear {{ broker.contactName }},</p>{% premium_table %}<p>Thank you.</p>",
};

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  uw = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

describe("email templates screen API", () => {
  it("previews unsaved subject and content with the sample risk, block tags left out", async () => {
    const response = await uw.post(`${base()}/preview`, {
      subject: template.subject,
      content: template.content,
      sample: "motor",
    });
    expect(response.status).toBe(200);
    const sample = sampleDocumentData("motor", "Email");
    expect(response.body.subject).toBe(`Policy ${sample.policy.reference} is bound`);
    expect(response.body.html).toBe(`<p>Dear ${sample.broker.contactName},</p><p>Thank you.</p>`);
  });

  it("answers a preview's template errors with their line and column", async () => {
    const response = await uw.post(`${base()}/preview`, {
      subject: "{{ nope.field }}",
      content: "<p>ok</p>\n<p>{% if %}</p>",
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.subject[0]).toMatch(
      /^Line 1, column 4: Unknown merge field: nope.field$/,
    );
    expect(response.body.errors.content[0]).toMatch(/^Line 2, column \d+: /);
  });

  it("creates, reads, searches, renames, refuses a duplicate name and deletes", async () => {
    const created = await uw.post(base(), { ...template, tags: ["bind"] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Bound notice", cc: [], bcc: [], tags: ["bind"] });
    const id = created.body.id;
    const other = await uw.post(base(), { ...template, name: "Quote issued" });
    expect(other.status).toBe(201);

    const clash = await uw.put(`${base()}/${other.body.id}`, { ...template, name: "bound NOTICE" });
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.body.errors)).toEqual(["name"]);

    const page = await uw.get(`${base()}?search=quote&perPage=10`);
    expect(page.body.data.map((row: { name: string }) => row.name)).toEqual(["Quote issued"]);
    expect(page.body.meta).toMatchObject({ page: 1, perPage: 10, total: 1, lastPage: 1 });

    const saved = await uw.put(`${base()}/${id}`, {
      ...template,
      bcc: [{ email: "records@coastal.example" }],
    });
    expect(saved.status).toBe(200);
    expect((await uw.get(`${base()}/${id}`)).body.bcc).toEqual([
      { email: "records@coastal.example" },
    ]);
    const badAddress = await uw.put(`${base()}/${id}`, { ...template, cc: [{ email: "nope" }] });
    expect(badAddress.status).toBe(422);

    expect((await uw.delete(`${base()}/${id}`)).status).toBe(204);
    expect((await uw.get(`${base()}/${id}`)).status).toBe(404);
    expect((await uw.delete(`${base()}/${id}`)).status).toBe(404);
  });

  it("keeps another company's users and brokers out of the templates and the preview", async () => {
    const created = await uw.post(base(), { ...template, name: "Private" });
    const outsiders = [
      await market.signIn("underwriter2@demo.test"),
      await market.signIn("broker@demo.test"),
    ];
    for (const client of outsiders) {
      for (const response of [
        await client.get(`${base()}/${created.body.id}`),
        await client.put(`${base()}/${created.body.id}`, template),
        await client.post(`${base()}/preview`, { subject: "s", content: "<p>x</p>" }),
      ]) {
        expect(response.status).toBe(404);
      }
    }
    expect((await uw.get(`${base()}/${created.body.id}`)).body.name).toBe("Private");
  });

  it("attaches company files picked from the folders and answers their names; another company's are refused", async () => {
    const directory = await uw.get(`/api/companies/${coastal}/directory`);
    const folderId = directory.body.rootFolderId as number;
    const uploaded = await uw.request(
      "POST",
      `/api/companies/${coastal}/folders/${folderId}/files?name=${encodeURIComponent("Claims guide.pdf")}`,
      undefined,
      { rawBody: "%PDF-1.4 guide", headers: { "content-type": "application/pdf" } },
    );
    expect(uploaded.status).toBe(201);
    const versionId = uploaded.body.currentVersionId as number;
    const created = await uw.post(base(), {
      ...template,
      name: "With guide",
      attachFileVersionIds: [versionId],
    });
    expect(created.status).toBe(201);
    expect(created.body.attachFiles).toEqual([
      { id: versionId, name: "Claims guide.pdf", mimeType: "application/pdf" },
    ]);
    const read = await uw.get(`${base()}/${created.body.id}`);
    expect(read.body.attachFileVersionIds).toEqual([versionId]);
    expect(read.body.attachFiles).toEqual(created.body.attachFiles);

    const summit = await market.companyId("summit");
    const other = await market.signIn("underwriter2@demo.test");
    const foreign = await other.get(`/api/companies/${summit}/directory`);
    const theirs = await other.request(
      "POST",
      `/api/companies/${summit}/folders/${foreign.body.rootFolderId}/files?name=x.pdf`,
      undefined,
      { rawBody: "%PDF-1.4 x", headers: { "content-type": "application/pdf" } },
    );
    expect(theirs.status).toBe(201);
    const refused = await uw.put(`${base()}/${created.body.id}`, {
      ...template,
      name: "With guide",
      attachFileVersionIds: [theirs.body.currentVersionId],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.attachFileVersionIds).toEqual(["Choose the company's own files"]);
  });
});
