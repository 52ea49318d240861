import { messages, productMessages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { makePublishable } from "../product-designer/test-helpers.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let harbourside: number;
let southernCross: number;
let underwriter: TestClient;
let mainId: number;
let addOnId: number;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function publishedProduct(name: string, kind: 1 | 2) {
  const created = await underwriter.post(`/api/companies/${coastal}/products`, {
    name,
    insuranceClassId: 1,
    productClassId: null,
    productType: "wholesale",
    kind,
    targetCountry: "AU",
  });
  const versionUrl = `/api/companies/${coastal}/products/${created.body.id}/versions/${created.body.currentVersion.id}`;
  await underwriter.put(versionUrl, created.body.currentVersion.details);
  await makePublishable(underwriter, versionUrl);
  await underwriter.post(`${versionUrl}/publish`);
  return created.body.id as number;
}

const packageBody = (patch: object = {}) => ({
  name: "Consultants Bundle",
  description: "PI with cyber add-on",
  productType: "wholesale",
  referenceFormat: "CB-{yyyy}-{0p6:id}",
  targetCountry: "AU",
  visibility: "public",
  promotionalFileVersionId: null,
  mainProductId: mainId,
  addOnProductIds: [addOnId],
  ...patch,
});

const base = () => `/api/companies/${coastal}/product-packages`;
const visibleTo = async (email: string, brokerId: number) => {
  const client = await market.signIn(email);
  const response = await client.get(`/api/companies/${brokerId}/available-packages`);
  expect(response.status).toBe(200);
  return response.body.data.map((p: { name: string }) => p.name) as string[];
};

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  harbourside = await market.companyId("harbourside");
  southernCross = await market.companyId("southerncross");
  underwriter = await market.signIn("underwriter@demo.test");
  mainId = await publishedProduct("Package Main PI", 1);
  addOnId = await publishedProduct("Package Cyber Add-on", 2);
});
afterAll(() => t.close());

describe("product packages", () => {
  it("validates the reference format, the main product and the add-ons at save", async () => {
    const response = await underwriter.post(
      base(),
      packageBody({
        referenceFormat: "CB {yyyy}-{bogus}",
        mainProductId: addOnId,
        addOnProductIds: [mainId],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.referenceFormat).toEqual(
      expect.arrayContaining([messages.referenceFormatSpaces]),
    );
    const kinds = await underwriter.post(
      base(),
      packageBody({ mainProductId: addOnId, addOnProductIds: [mainId] }),
    );
    expect(kinds.body.errors).toEqual({
      mainProductId: [productMessages.mainProductKind],
      addOnProductIds: [productMessages.addOnKind],
    });
    const notUnique = await underwriter.post(base(), packageBody({ referenceFormat: "CB-{yyyy}" }));
    expect(notUnique.body.errors).toEqual({ referenceFormat: [messages.referenceFormatNotUnique] });
  });

  it("creates, publishes and shows a package to connected brokers (allow all except)", async () => {
    const created = await underwriter.post(base(), packageBody({ name: "Everyone Bundle" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "draft",
      mainProduct: { id: mainId, kind: 1 },
      addOns: [{ id: addOnId, kind: 2 }],
      permissions: { mode: "allowAllExcept", brokerCompanyIds: [] },
    });
    expect(await visibleTo("broker@demo.test", harbourside)).not.toContain("Everyone Bundle");
    const published = await underwriter.post(`${base()}/${created.body.id}/publish`);
    expect(published.body.status).toBe("published");
    expect(await visibleTo("broker@demo.test", harbourside)).toContain("Everyone Bundle");
    expect(await visibleTo("broker2@demo.test", southernCross)).toContain("Everyone Bundle");

    const broker = await market.signIn("broker@demo.test");
    const one = await broker.get(
      `/api/companies/${harbourside}/available-packages/${created.body.id}`,
    );
    expect(one.body).toMatchObject({
      underwriter: { id: coastal },
      mainProduct: { id: mainId, name: "Package Main PI", versionNumber: 1 },
      addOns: [{ id: addOnId, name: "Package Cyber Add-on" }],
    });
  });

  it("allow all except: the listed broker does not see the package, the other does", async () => {
    const created = await underwriter.post(base(), packageBody({ name: "Restricted Bundle" }));
    await underwriter.post(`${base()}/${created.body.id}/publish`);
    const set = await underwriter.put(`${base()}/${created.body.id}/permissions`, {
      mode: "allowAllExcept",
      brokerCompanyIds: [southernCross],
    });
    expect(set.status).toBe(200);
    expect(set.body.brokers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: harbourside, allowed: true }),
        expect.objectContaining({ id: southernCross, allowed: false }),
      ]),
    );
    expect(await visibleTo("broker@demo.test", harbourside)).toContain("Restricted Bundle");
    expect(await visibleTo("broker2@demo.test", southernCross)).not.toContain("Restricted Bundle");
    const hidden = await (await market.signIn("broker2@demo.test")).get(
      `/api/companies/${southernCross}/available-packages/${created.body.id}`,
    );
    expect(hidden.status).toBe(404);
  });

  it("deny all except: only the listed broker sees the package", async () => {
    const created = await underwriter.post(base(), packageBody({ name: "Invite Only Bundle" }));
    await underwriter.post(`${base()}/${created.body.id}/publish`);
    await underwriter.put(`${base()}/${created.body.id}/permissions`, {
      mode: "denyAllExcept",
      brokerCompanyIds: [southernCross],
    });
    expect(await visibleTo("broker@demo.test", harbourside)).not.toContain("Invite Only Bundle");
    expect(await visibleTo("broker2@demo.test", southernCross)).toContain("Invite Only Bundle");
    const permissions = await underwriter.get(`${base()}/${created.body.id}/permissions`);
    expect(permissions.body).toMatchObject({
      mode: "denyAllExcept",
      brokerCompanyIds: [southernCross],
    });
    const unconnected = await underwriter.put(`${base()}/${created.body.id}/permissions`, {
      mode: "denyAllExcept",
      brokerCompanyIds: [await market.companyId("kookaburra")],
    });
    expect(unconnected.body.errors).toEqual({ brokerCompanyIds: [productMessages.unknownBroker] });
  });

  it("hides packages whose main product is not live; add-ons without a live version drop out", async () => {
    const draftAddOn = await underwriter.post(`/api/companies/${coastal}/products`, {
      name: "Unpublished Add-on",
      insuranceClassId: 1,
      productClassId: null,
      productType: "wholesale",
      kind: 2,
      targetCountry: "AU",
    });
    const created = await underwriter.post(
      base(),
      packageBody({ name: "Partly Live Bundle", addOnProductIds: [addOnId, draftAddOn.body.id] }),
    );
    await underwriter.post(`${base()}/${created.body.id}/publish`);
    const broker = await market.signIn("broker@demo.test");
    const one = await broker.get(
      `/api/companies/${harbourside}/available-packages/${created.body.id}`,
    );
    expect(one.body.addOns.map((a: { id: number }) => a.id)).toEqual([addOnId]);

    // Archiving the main product withdraws the package from brokers.
    await underwriter.post(`/api/companies/${coastal}/products/${mainId}/archive`);
    expect(await visibleTo("broker@demo.test", harbourside)).not.toContain("Partly Live Bundle");
    await underwriter.post(`/api/companies/${coastal}/products/${mainId}/unarchive`);
    expect(await visibleTo("broker@demo.test", harbourside)).toContain("Partly Live Bundle");

    // A product in a package cannot be deleted.
    const remove = await underwriter.delete(
      `/api/companies/${coastal}/products/${draftAddOn.body.id}`,
    );
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(messages.deleteInUse);
  });

  it("cannot publish a package whose main product has no published version", async () => {
    const draftMain = await underwriter.post(`/api/companies/${coastal}/products`, {
      name: "Draft Main",
      insuranceClassId: 2,
      productClassId: null,
      productType: "retail",
      kind: 1,
      targetCountry: "AU",
    });
    const created = await underwriter.post(
      base(),
      packageBody({ name: "Not Ready", mainProductId: draftMain.body.id, addOnProductIds: [] }),
    );
    const publish = await underwriter.post(`${base()}/${created.body.id}/publish`);
    expect(publish.status).toBe(422);
    expect(publish.body.errors).toEqual({ mainProductId: [productMessages.productUnpublished] });
  });

  it("shows live public packages with their promotional image on the portal's products page", async () => {
    const upload = await underwriter.request(
      "POST",
      `/api/companies/${coastal}/files?name=banner.png&visibility=1`,
      undefined,
      {
        rawBody: PNG as unknown as string,
        headers: { "content-type": "image/png" },
      },
    );
    expect(upload.status).toBe(201);
    const fileId = upload.body.id as number;
    const created = await underwriter.post(
      base(),
      packageBody({ name: "Public Bundle", promotionalFileVersionId: fileId }),
    );
    expect(created.body.promotionalImageUrl).toBe(
      `/api/companies/${coastal}/file-versions/${fileId}`,
    );
    const hiddenDraft = await underwriter.post(
      base(),
      packageBody({ name: "Private Bundle", visibility: "private" }),
    );
    await underwriter.post(`${base()}/${hiddenDraft.body.id}/publish`);
    await underwriter.post(`${base()}/${created.body.id}/publish`);

    const anonymous = new TestClient(t.app);
    const page = await anonymous.get("/api/companies/by-handle/coastal/products");
    expect(page.status).toBe(200);
    const names = page.body.data.map((p: { name: string }) => p.name);
    expect(names).toContain("Public Bundle");
    expect(names).not.toContain("Private Bundle");
    const image = await anonymous.get(`/api/companies/${coastal}/file-versions/${fileId}`);
    expect(image.status).toBe(200);
    expect((await anonymous.get("/api/companies/by-handle/nobody-here/products")).status).toBe(404);
  });

  it("refuses a broker managing packages and a non-broker asking for available packages", async () => {
    const broker = await market.signIn("broker@demo.test");
    expect(
      (await broker.post(`/api/companies/${harbourside}/product-packages`, packageBody())).status,
    ).toBe(403);
    expect((await underwriter.get(`/api/companies/${coastal}/available-packages`)).status).toBe(
      403,
    );
    const assistant = await market.signIn("assistant@demo.test");
    expect((await assistant.get(`/api/companies/${harbourside}/available-packages`)).status).toBe(
      200,
    );
  });

  it("searches and pages a broker's available packages on the server, with the total", async () => {
    for (const name of ["Paging Alpha Bundle", "Paging Beta Bundle", "Paging Gamma Bundle"]) {
      const created = await underwriter.post(base(), packageBody({ name }));
      await underwriter.post(`${base()}/${created.body.id}/publish`);
    }
    const broker = await market.signIn("broker@demo.test");
    const url = `/api/companies/${harbourside}/available-packages?search=paging&perPage=2`;
    const first = await broker.get(`${url}&page=1`);
    expect(first.body.data.map((p: { name: string }) => p.name)).toEqual([
      "Paging Alpha Bundle",
      "Paging Beta Bundle",
    ]);
    expect(first.body.meta).toMatchObject({ total: 3 });
    const second = await broker.get(`${url}&page=2`);
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual(["Paging Gamma Bundle"]);
    const past = await broker.get(`${url}&page=5`);
    expect(past.body).toMatchObject({ data: [], meta: { total: 3 } });
    // LIKE wildcards in the search are literal text.
    const literal = await broker.get(`/api/companies/${harbourside}/available-packages?search=%25`);
    expect(literal.body.meta.total).toBe(0);
  });
});
