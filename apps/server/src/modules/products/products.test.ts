import {
  CompanyType,
  InsuranceClass,
  messages,
  ProductKind,
  productMessages,
  professionalIndemnityDemo,
  publishChecklistMessages,
} from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { assignRole, createRole, createUser } from "../../seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import {
  applyDemoDesign,
  makePublishable,
  passingTestRun,
} from "../product-designer/test-helpers.ts";
import { isLocked, latestPublished, markVersionInUse, newerVersionExists } from "./index.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let underwriter: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  underwriter = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

const url = (path = "") => `/api/companies/${coastal}/products${path}`;

async function newProduct(name: string, kind: 1 | 2 = ProductKind.Main) {
  const response = await underwriter.post(url(), {
    name,
    insuranceClassId: InsuranceClass.Liability,
    productClassId: null,
    productType: "retail",
    kind,
    targetCountry: "AU",
  });
  expect(response.status).toBe(201);
  return response.body;
}

const saveDetails = (
  product: { id: number; currentVersion: { id: number; details: object } },
  patch: object = {},
) =>
  underwriter.put(url(`/${product.id}/versions/${product.currentVersion.id}`), {
    ...product.currentVersion.details,
    ...patch,
  });

describe("products", () => {
  it("creates a product whose first version is an unsaved draft with defaults", async () => {
    const product = await newProduct("Tradies Liability");
    expect(product).toMatchObject({
      name: "Tradies Liability",
      status: "draft",
      kind: 1,
      latestVersionNumber: 1,
      latestPublishedVersionNumber: null,
      can: { manage: true },
    });
    expect(product.currentVersion).toMatchObject({
      versionNumber: 1,
      status: "draft",
      savedAt: null,
      can: { edit: true, publish: false, unpublish: false, delete: false },
    });
    expect(product.currentVersion.details).toMatchObject({
      timeZone: "Australia/Sydney",
      currency: "aud",
      termMonths: { default: 12, min: 1, max: 18 },
    });
  });

  it("refuses to publish the first version before it is saved, then publishes it", async () => {
    const product = await newProduct("Cafe Liability");
    const versionUrl = url(`/${product.id}/versions/${product.currentVersion.id}`);
    const early = await underwriter.post(`${versionUrl}/publish`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(productMessages.saveBeforePublish);

    const saved = await saveDetails(product, { description: "For cafes and restaurants" });
    expect(saved.status).toBe(200);
    expect(saved.body.currentVersion.savedAt).toEqual(expect.any(Number));
    expect(saved.body.currentVersion.can.publish).toBe(true);

    await makePublishable(underwriter, versionUrl);
    const published = await underwriter.post(`${versionUrl}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: "published", latestPublishedVersionNumber: 1 });
    expect(published.body.currentVersion).toMatchObject({
      status: "published",
      can: { edit: true, publish: false, unpublish: true, delete: false },
    });
    const again = await underwriter.post(`${versionUrl}/publish`);
    expect(again.status).toBe(409);
  });

  it("validates details with the spec's messages (default term between min and max)", async () => {
    const product = await newProduct("Validated Product");
    const response = await saveDetails(product, {
      termMonths: { default: 24, min: 1, max: 12 },
      underwriting: { maxInceptionBackdateDays: 0, maxBasePremiumDiscountPercent: 120 },
      codes: [
        { code: "LIA1", description: "One" },
        { code: "lia1", description: "Two" },
      ],
      timeZone: "Europe/London",
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      "termMonths.default": [productMessages.termDefaultBetween],
      "underwriting.maxBasePremiumDiscountPercent": [messages.max(100)],
      "codes.1.code": [messages.noDuplicates],
      timeZone: [messages.invalidTimeZone],
    });
    const blank = await saveDetails(product, { name: "  " });
    expect(blank.body.errors).toEqual({ name: [messages.labelRequired("Name")] });
    const foreignClass = await saveDetails(product, { productClassId: 999999 });
    expect(foreignClass.status).toBe(422);
    expect(foreignClass.body.errors).toEqual({ productClassId: [productMessages.unknownClass] });
  });

  it("saves and unpublishes a live version not yet attached to a risk", async () => {
    const product = await newProduct("Live Unattached");
    const versionUrl = url(`/${product.id}/versions/${product.currentVersion.id}`);
    await saveDetails(product);
    await makePublishable(underwriter, versionUrl);
    await underwriter.post(`${versionUrl}/publish`);
    const edited = await saveDetails(product, { description: "Edited while live" });
    expect(edited.status).toBe(200);
    expect(edited.body.currentVersion).toMatchObject({
      status: "published",
      details: { description: "Edited while live" },
    });
    const unpublished = await underwriter.post(`${versionUrl}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ status: "draft", latestPublishedVersionNumber: null });
    expect(unpublished.body.currentVersion.status).toBe("draft");
    const twice = await underwriter.post(`${versionUrl}/unpublish`);
    expect(twice.status).toBe(409);
  });

  it("locks a version once a risk uses it: no edit, unpublish or delete; a new version copies it", async () => {
    const product = await newProduct("Locked Liability");
    const v1 = product.currentVersion.id;
    const v1Url = url(`/${product.id}/versions/${v1}`);
    await saveDetails(product, { codes: [{ code: "LL1", description: "Original" }] });
    await makePublishable(underwriter, v1Url);
    await underwriter.post(`${v1Url}/publish`);

    await t.db.transaction((tx) => markVersionInUse(tx, v1));
    const got = await underwriter.get(v1Url);
    expect(got.body.lockedAt).toEqual(expect.any(Number));
    expect(got.body.usageCount).toBe(1);
    expect(got.body.can).toEqual({ edit: false, publish: false, unpublish: false, delete: false });

    const edit = await saveDetails(product, { description: "Change" });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(messages.productLocked);
    const codes = await underwriter.put(`${v1Url}/codes`, { codes: [] });
    expect(codes.status).toBe(409);
    expect(codes.body.message).toBe(messages.productLocked);
    const unpublish = await underwriter.post(`${v1Url}/unpublish`);
    expect(unpublish.status).toBe(409);
    expect(unpublish.body.message).toBe(messages.productLocked);
    const deleteVersion = await underwriter.delete(v1Url);
    expect(deleteVersion.status).toBe(409);
    expect(deleteVersion.body.message).toBe(messages.deleteInUse);
    const deleteProduct = await underwriter.delete(url(`/${product.id}`));
    expect(deleteProduct.status).toBe(409);
    expect(deleteProduct.body.message).toBe(messages.deleteInUse);

    // A change means a new version: a copy of the latest, unsaved until saved.
    const next = await underwriter.post(url(`/${product.id}/versions`));
    expect(next.status).toBe(201);
    expect(next.body.currentVersion).toMatchObject({
      versionNumber: 2,
      status: "draft",
      savedAt: null,
    });
    expect(next.body.currentVersion.details.codes).toEqual([
      { code: "LL1", description: "Original" },
    ]);
    const v2 = next.body.currentVersion.id;
    const v2Url = url(`/${product.id}/versions/${v2}`);
    const onlyOneDraft = await underwriter.post(url(`/${product.id}/versions`));
    expect(onlyOneDraft.status).toBe(409);
    expect(onlyOneDraft.body.message).toBe(productMessages.draftExists);
    expect((await underwriter.post(`${v2Url}/publish`)).body.message).toBe(
      productMessages.saveBeforePublish,
    );

    const saved = await underwriter.put(v2Url, {
      ...next.body.currentVersion.details,
      description: "Version two wording",
      termMonths: { default: 6, min: 1, max: 12 },
    });
    expect(saved.status).toBe(200);
    const diff = await underwriter.get(`${v2Url}/diff`);
    expect(diff.body).toMatchObject({ versionNumber: 2, previousVersionNumber: 1 });
    expect(diff.body.changes).toEqual(
      expect.arrayContaining([
        { field: "description", before: null, after: "Version two wording" },
        { field: "termMonths.default", before: 12, after: 6 },
        { field: "termMonths.max", before: 18, after: 12 },
      ]),
    );
    expect(diff.body.changes).toHaveLength(3);

    // Helpers for the risk module: latest published, a newer version exists.
    expect((await latestPublished(t.db, product.id))?.id).toBe(v1);
    expect(await newerVersionExists(t.db, v1)).toBe(false);
    // The copied design is tested again: a run belongs to its version.
    await passingTestRun(underwriter, v2Url);
    await underwriter.post(`${v2Url}/publish`);
    expect((await latestPublished(t.db, product.id))?.id).toBe(v2);
    expect(await newerVersionExists(t.db, v1)).toBe(true);
    expect(await newerVersionExists(t.db, v2)).toBe(false);
    const versions = await underwriter.get(url(`/${product.id}/versions`));
    expect(
      versions.body.data.map((v: { versionNumber: number; status: string }) => [
        v.versionNumber,
        v.status,
      ]),
    ).toEqual([
      [2, "published"],
      [1, "published"],
    ]);
  });

  it("isLocked reads the lock and the usage count", () => {
    expect(isLocked({ lockedAt: null, usageCount: 0 })).toBe(false);
    expect(isLocked({ lockedAt: new Date(), usageCount: 0 })).toBe(true);
    expect(isLocked({ lockedAt: null, usageCount: 2 })).toBe(true);
  });

  it("only a published version can be attached to a risk", async () => {
    const product = await newProduct("Never Published");
    await expect(
      t.db.transaction((tx) => markVersionInUse(tx, product.currentVersion.id)),
    ).rejects.toThrow(productMessages.notPublished);
  });

  it("deletes a draft version but never the only one; deletes an unused product", async () => {
    const product = await newProduct("Draft Deletion");
    const v1Url = url(`/${product.id}/versions/${product.currentVersion.id}`);
    const only = await underwriter.delete(v1Url);
    expect(only.status).toBe(409);
    expect(only.body.message).toBe(productMessages.onlyVersion);
    await saveDetails(product);
    await makePublishable(underwriter, v1Url);
    await underwriter.post(`${v1Url}/publish`);
    const publishedDelete = await underwriter.delete(v1Url);
    expect(publishedDelete.body.message).toBe(productMessages.notDraft);
    const next = await underwriter.post(url(`/${product.id}/versions`));
    const removed = await underwriter.delete(
      url(`/${product.id}/versions/${next.body.currentVersion.id}`),
    );
    expect(removed.status).toBe(200);
    expect(removed.body.latestVersionNumber).toBe(1);
    expect((await underwriter.delete(url(`/${product.id}`))).status).toBe(200);
    expect((await underwriter.get(url(`/${product.id}`))).status).toBe(404);
  });

  it("lists with search and filters, duplicates and archives", async () => {
    const addOn = await newProduct("Search Add-on Cover", ProductKind.AddOn);
    const copy = await underwriter.post(url(`/${addOn.id}/duplicate`));
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: "Search Add-on Cover (copy)",
      kind: 2,
      status: "draft",
    });

    const search = await underwriter.get(url("?search=add-on%20cover"));
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual([
      "Search Add-on Cover",
      "Search Add-on Cover (copy)",
    ]);
    const addOns = await underwriter.get(url("?kind=2&insuranceClassId=2"));
    expect(addOns.body.data.every((p: { kind: number }) => p.kind === 2)).toBe(true);

    const archived = await underwriter.post(url(`/${copy.body.id}/archive`));
    expect(archived.body.status).toBe("archived");
    const active = await underwriter.get(url("?search=add-on"));
    expect(active.body.data).toHaveLength(1);
    const onlyArchived = await underwriter.get(url("?status=archived"));
    expect(onlyArchived.body.data.map((p: { id: number }) => p.id)).toEqual([copy.body.id]);
    const newVersion = await underwriter.post(url(`/${copy.body.id}/versions`));
    expect(newVersion.status).toBe(409);
    const restored = await underwriter.post(url(`/${copy.body.id}/unarchive`));
    expect(restored.body.status).toBe("draft");
    const bad = await underwriter.get(url("?status=nonsense"));
    expect(bad.status).toBe(422);
  });

  it("pages the list on the server with list-sized rows", async () => {
    for (const name of ["Paged A", "Paged B", "Paged C"]) await newProduct(name);
    const second = await underwriter.get(url("?search=paged&perPage=2&page=2"));
    expect(second.status).toBe(200);
    expect(second.body.meta).toEqual({ page: 2, perPage: 2, total: 3, lastPage: 2 });
    expect(second.body.data.map((p: { name: string }) => p.name)).toEqual(["Paged C"]);
    expect(second.body.data[0]).not.toHaveProperty("details");
    const past = await underwriter.get(url("?search=paged&perPage=2&page=5"));
    expect(past.body).toEqual({ data: [], meta: { page: 5, perPage: 2, total: 3, lastPage: 2 } });
    expect((await underwriter.get(url("?perPage=101"))).status).toBe(422);
  });

  it("manages product classes; a class in use cannot be deleted", async () => {
    const base = `/api/companies/${coastal}/product-classes`;
    const created = await underwriter.post(base, {
      name: "Cyber",
      insuranceClassId: InsuranceClass.Liability,
    });
    expect(created.status).toBe(201);
    const duplicate = await underwriter.post(base, { name: "cyber", insuranceClassId: null });
    expect(duplicate.body.errors).toEqual({ name: [messages.nameInUse] });
    const list = await underwriter.get(base);
    expect(list.body.insuranceClasses).toHaveLength(4);
    expect(list.body.data.map((c: { name: string }) => c.name)).toContain("Cyber");

    const product = await newProduct("Cyber Liability");
    const saved = await saveDetails(product, { productClassId: created.body.id });
    expect(saved.status).toBe(200);
    expect(saved.body.productClassId).toBe(created.body.id);
    const inUse = await underwriter.delete(`${base}/${created.body.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(messages.deleteInUse);
    const renamed = await underwriter.put(`${base}/${created.body.id}`, {
      name: "Cyber & Data",
      insuranceClassId: 2,
    });
    expect(renamed.body).toMatchObject({ name: "Cyber & Data", productCount: 1 });
    const spare = await underwriter.post(base, { name: "Spare", insuranceClassId: null });
    expect((await underwriter.delete(`${base}/${spare.body.id}`)).status).toBe(200);
  });
});

describe("the publish checklist", () => {
  const checklist = `publish-checklist`;
  const missing = (body: { items: { done: boolean; message: string }[] }) =>
    body.items.filter((i) => !i.done).map((i) => i.message);

  it("refuses publishing (422) until the version asks a question, rates a premium and passes its tests", async () => {
    const product = await newProduct("Checklist Liability");
    const versionUrl = url(`/${product.id}/versions/${product.currentVersion.id}`);
    await saveDetails(product);
    const m = publishChecklistMessages;

    const empty = await underwriter.get(`${versionUrl}/${checklist}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ ready: false, packages: [] });
    expect(empty.body.items.map((i: { id: string; fix: string }) => [i.id, i.fix])).toEqual([
      ["question", "form"],
      ["premiumFormula", "settings"],
      ["testRun", "tests"],
      ["package", "packages"],
    ]);
    expect(missing(empty.body)).toEqual([
      m.questionMissing,
      m.premiumMissing,
      m.testRunMissing,
      m.packageMissing,
    ]);
    const refused = await underwriter.post(`${versionUrl}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(m.questionMissing);

    await underwriter.put(`${versionUrl}/design/form`, {
      form: professionalIndemnityDemo.design.form,
    });
    expect((await underwriter.post(`${versionUrl}/publish`)).body.message).toBe(m.premiumMissing);

    await applyDemoDesign(underwriter, versionUrl, professionalIndemnityDemo);
    expect((await underwriter.post(`${versionUrl}/publish`)).body.message).toBe(m.testRunMissing);

    // A failing run (a wrong expectation) still refuses, with what to do.
    const [first] = professionalIndemnityDemo.testCases;
    await underwriter.put(`${versionUrl}/design/test-cases`, {
      testCases: [{ ...first, expected: { outcome: "decline" } }],
    });
    await underwriter.post(`${versionUrl}/test-runs`);
    expect((await underwriter.post(`${versionUrl}/publish`)).body.message).toBe(m.testRunFailed);

    await underwriter.put(`${versionUrl}/design/test-cases`, {
      testCases: [{ ...first, expected: { outcome: "quote" } }],
    });
    await passingTestRun(underwriter, versionUrl);
    // A change after the passing run makes it stale.
    await underwriter.put(`${versionUrl}/design/rules`, { rules: [] });
    const stale = await underwriter.post(`${versionUrl}/publish`);
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe(m.testRunStale);
    const unchanged = await underwriter.get(url(`/${product.id}`));
    expect(unchanged.body.currentVersion.status).toBe("draft");

    await passingTestRun(underwriter, versionUrl);
    const ready = await underwriter.get(`${versionUrl}/${checklist}`);
    expect(ready.body.ready).toBe(true);
    // Not offered through a published package: a warning, not a block.
    expect(missing(ready.body)).toEqual([m.packageMissing]);
    const published = await underwriter.post(`${versionUrl}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.currentVersion.status).toBe("published");
  });

  it("names the published packages brokers see the product through", async () => {
    const packages = await underwriter.get(`/api/companies/${coastal}/product-packages`);
    const offered = (packages.body.data as { status: string; mainProduct: { id: number } }[]).find(
      (p) => p.status === "published",
    );
    const product = (await underwriter.get(url(`/${offered!.mainProduct.id}`))).body;
    const answer = await underwriter.get(
      url(`/${product.id}/versions/${product.currentVersion.id}/${checklist}`),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.packages).toEqual([{ id: expect.any(Number), name: expect.any(String) }]);
    expect(answer.body.items[3]).toMatchObject({
      id: "package",
      done: true,
      blocking: false,
      message: publishChecklistMessages.packageDone([answer.body.packages[0].name]),
    });
  });

  it("is read by catalogue readers only: another company gets 404", async () => {
    const product = await newProduct("Checklist Private");
    const path = `/products/${product.id}/versions/${product.currentVersion.id}/${checklist}`;
    const broker = await market.signIn("broker@demo.test");
    const other = await market.companyId("harbourside");
    expect((await broker.get(`/api/companies/${coastal}${path}`)).status).toBe(404);
    expect((await broker.get(`/api/companies/${other}${path}`)).status).toBe(404);
  });
});

describe("product permissions", () => {
  it("a broker cannot manage products, not even in its own company", async () => {
    const broker = await market.signIn("broker@demo.test");
    const harbourside = await market.companyId("harbourside");
    const own = await broker.post(`/api/companies/${harbourside}/products`, {
      name: "Broker Product",
      insuranceClassId: 1,
      productClassId: null,
      productType: "retail",
      kind: 1,
      targetCountry: "AU",
    });
    expect(own.status).toBe(403);
    const theirs = await broker.post(url(), { name: "x" });
    expect(theirs.status).toBe(404);
    expect((await broker.get(url())).status).toBe(404);
  });

  it("an underwriter without ManageProducts may read but not change products", async () => {
    const product = await newProduct("Read Only Check");
    const role = await createRole(
      t.db,
      { id: coastal, refCompanyTypeId: CompanyType.Underwriter },
      "Underwriter",
    );
    const user = await createUser(t.db, {
      name: "Rita Readonly",
      email: "rita@demo.test",
      password: DEMO_PASSWORD,
    });
    await assignRole(t.db, user.id, role);
    const rita = await market.signIn("rita@demo.test");
    const list = await rita.get(url());
    expect(list.status).toBe(200);
    const detail = await rita.get(url(`/${product.id}`));
    expect(detail.body.can).toEqual({ manage: false, design: true });
    const attempts = [
      await rita.post(url(), {
        name: "Nope",
        insuranceClassId: 1,
        productClassId: null,
        productType: "retail",
        kind: 1,
        targetCountry: "AU",
      }),
      await rita.put(
        url(`/${product.id}/versions/${product.currentVersion.id}`),
        product.currentVersion.details,
      ),
      await rita.post(url(`/${product.id}/versions/${product.currentVersion.id}/publish`)),
      await rita.post(url(`/${product.id}/archive`)),
      await rita.post(url(`/${product.id}/duplicate`)),
      await rita.delete(url(`/${product.id}`)),
      await rita.post(`/api/companies/${coastal}/product-classes`, {
        name: "Nope",
        insuranceClassId: null,
      }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([
      403, 403, 403, 403, 403, 403, 403,
    ]);
    expect(attempts[0]!.body.message).toBe(messages.noPermission);
  });
});

describe("demo catalogue", () => {
  it("gives each demo underwriter a published product per insurance class and a package", async () => {
    for (const [handle, email] of [
      ["coastal", "underwriter@demo.test"],
      ["summit", "underwriter2@demo.test"],
    ] as const) {
      const companyId = await market.companyId(handle);
      const client = await market.signIn(email);
      const list = await client.get(`/api/companies/${companyId}/products?status=published&kind=1`);
      const classes = list.body.data.map((p: { insuranceClassId: number }) => p.insuranceClassId);
      expect([...new Set(classes)].sort()).toEqual([1, 2, 3, 4]);
      const packages = await client.get(`/api/companies/${companyId}/product-packages`);
      expect(packages.body.data[0]).toMatchObject({ status: "published", addOns: [{ kind: 2 }] });
    }
    const broker = await market.signIn("broker@demo.test");
    const available = await broker.get(
      `/api/companies/${await market.companyId("harbourside")}/available-packages`,
    );
    expect(available.body.data.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["Consultants Professional Package", "Contractors Package"]),
    );
  });
});
