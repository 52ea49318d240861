import { bindingAgreementMessages as bm, messages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../platform/db/transaction.ts";
import { attach } from "../../platform/versioning/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
const id: Record<string, number> = {};
let underwriter: TestClient;
let insurer: TestClient;
let agreementId: number;
const syndicateIds: number[] = [];
let piProductId: number;
let motorProductId: number;
let userId: number;

const agreementsUrl = () => `/api/companies/${id.coastal}/binding-agreements`;
const periodsUrl = (companyId = id.coastal) =>
  `/api/companies/${companyId}/binding-agreements/${agreementId}/periods`;

const section = (extra: object = {}) => ({
  name: "Professional indemnity",
  insuranceClasses: [1],
  productIds: [piProductId],
  minimumLimit: "100000",
  maximumLimit: "5000000",
  coverholderCommissionPercent: 20,
  quotaShareSyndicates: [
    { syndicateId: syndicateIds[0], sharePercent: 60 },
    { syndicateId: syndicateIds[1], sharePercent: 40 },
  ],
  ...extra,
});
const content = (extra: object = {}) => ({
  dateFrom: "2026-01-01",
  dateTo: "2026-06-30",
  visibility: "insurer",
  sections: [section()],
  authorisedUnderwriters: [
    { userId, authorityLevel: 5, maximumBackdateDays: 30, maximumDiscountPercent: 10 },
  ],
  ...extra,
});

const userIdOf = (body: { id?: number; user?: { id: number } }) => body.id ?? body.user!.id;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  for (const handle of ["harbourside", "coastal", "summit", "greatsouthern"])
    id[handle] = await market.companyId(handle);
  underwriter = await market.signIn("underwriter@demo.test");
  insurer = await market.signIn("insurer@demo.test");
  const created = await underwriter.post(agreementsUrl(), {
    name: "Coastal periods binder",
    managingInsurerCompanyId: id.greatsouthern,
    currency: "aud",
    timezone: "Australia/Sydney",
    uniqueMarketReference: "B0507PERIODS26",
    agreementNumber: "CUA-P-01",
    validFrom: "2026-01-01",
    validTo: "2026-12-31",
  });
  agreementId = created.body.id;
  for (const name of ["Syndicate A", "Syndicate B"]) {
    const syndicate = await underwriter.post(`/api/companies/${id.coastal}/syndicates`, {
      name: `${name} periods`,
      lloydsNumber: String(2000 + syndicateIds.length),
    });
    syndicateIds.push(syndicate.body.id);
  }
  const products = await underwriter.get(`/api/companies/${id.coastal}/products?perPage=100`);
  const rows = products.body.data as { id: number; insuranceClassId: number }[];
  piProductId = rows.find((p) => p.insuranceClassId === 1)!.id;
  motorProductId = rows.find((p) => p.insuranceClassId === 3)!.id;
  userId = userIdOf((await underwriter.get("/api/user")).body);
});
afterAll(() => t.close());

describe("binding agreement periods", () => {
  let periodId: number;
  let firstVersionId: number;

  it("creates a period whose first version is a saved draft, each section with a key", async () => {
    const created = await underwriter.post(periodsUrl(), content());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      bindingAgreementId: agreementId,
      dateFrom: "2026-01-01",
      latestVersionNumber: 1,
      latestPublishedVersionNumber: null,
      currentVersion: { status: "draft", versionNumber: 1, can: { publish: true } },
    });
    expect(created.body.currentVersion.content.sections[0].key).toMatch(/^[0-9a-f-]{36}$/);
    periodId = created.body.id;
    firstVersionId = created.body.currentVersion.id;
  });

  it("validates beyond the schema with field paths", async () => {
    const other = await market.signIn("underwriter2@demo.test");
    const otherUserId = userIdOf((await other.get("/api/user")).body);
    const bad = await underwriter.post(
      periodsUrl(),
      content({
        dateFrom: "2025-12-01",
        dateTo: "2027-01-31",
        sections: [
          section({
            productIds: [motorProductId],
            quotaShareSyndicates: [
              { syndicateId: syndicateIds[0], sharePercent: 50 },
              { syndicateId: 999999, sharePercent: 50 },
            ],
          }),
        ],
        authorisedUnderwriters: [
          {
            userId: otherUserId,
            authorityLevel: 1,
            maximumBackdateDays: 1,
            maximumDiscountPercent: 0,
          },
        ],
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      dateFrom: [bm.periodOutsideAgreement],
      dateTo: [bm.periodOutsideAgreement],
      "sections.0.quotaShareSyndicates.1.syndicateId": [bm.syndicateNotOwn],
      "sections.0.productIds.0": [bm.productNotInClasses],
      "authorisedUnderwriters.0.userId": [bm.underwriterNotMember],
    });
    const overlapping = await underwriter.post(
      periodsUrl(),
      content({ dateFrom: "2026-06-01", dateTo: "2026-09-30" }),
    );
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.errors).toEqual({ dateFrom: [bm.periodsOverlap] });
    const schema = await underwriter.post(
      periodsUrl(),
      content({
        dateFrom: "2026-07-01",
        dateTo: "2026-12-31",
        sections: [
          section({
            quotaShareSyndicates: [{ syndicateId: syndicateIds[0], sharePercent: 90 }],
          }),
        ],
        authorisedUnderwriters: [
          { userId, authorityLevel: 11, maximumBackdateDays: 101, maximumDiscountPercent: 101 },
        ],
      }),
    );
    expect(schema.status).toBe(422);
    expect(schema.body.errors).toMatchObject({
      "sections.0.quotaShareSyndicates": [messages.totalMustBe100],
      "authorisedUnderwriters.0.authorityLevel": [messages.max(10)],
      "authorisedUnderwriters.0.maximumBackdateDays": [messages.max(100)],
      "authorisedUnderwriters.0.maximumDiscountPercent": [messages.max(100)],
    });
  });

  it("saves a draft keeping section keys, publishes, unpublishes and publishes again", async () => {
    const version = `${periodsUrl()}/${periodId}/versions/${firstVersionId}`;
    const before = await underwriter.get(version);
    const key = before.body.content.sections[0].key;
    const saved = await underwriter.put(
      version,
      content({ sections: [section({ key, name: "PI renamed" }), section({ name: "Second" })] }),
    );
    expect(saved.status).toBe(200);
    const sections = saved.body.currentVersion.content.sections;
    expect(sections[0]).toMatchObject({ key, name: "PI renamed" });
    expect(sections[1].key).not.toBe(key);
    expect((await underwriter.post(`${version}/publish`)).body.currentVersion.status).toBe(
      "published",
    );
    expect((await underwriter.post(`${version}/unpublish`)).body.currentVersion.status).toBe(
      "draft",
    );
    expect((await underwriter.post(`${version}/publish`)).status).toBe(200);
  });

  it("a new version copies the newest; its draft can be deleted", async () => {
    const created = await underwriter.post(`${periodsUrl()}/${periodId}/versions`);
    expect(created.status).toBe(201);
    const newest = created.body.currentVersion;
    expect(newest).toMatchObject({ versionNumber: 2, status: "draft" });
    const first = await underwriter.get(`${periodsUrl()}/${periodId}/versions/${firstVersionId}`);
    expect(newest.content).toEqual(first.body.content);
    const deleted = await underwriter.delete(`${periodsUrl()}/${periodId}/versions/${newest.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.versions).toHaveLength(1);
  });

  it("lists periods newest first with their latest version", async () => {
    const later = await underwriter.post(
      periodsUrl(),
      content({ dateFrom: "2026-07-01", dateTo: "2026-12-31", visibility: "private" }),
    );
    expect(later.status).toBe(201);
    const list = await underwriter.get(periodsUrl());
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([later.body.id, periodId]);
    expect(list.body.data[1].latestVersion).toMatchObject({ status: "published" });
  });

  it("the managing insurer reads published insurer-visible versions only, and changes nothing", async () => {
    const url = periodsUrl(id.greatsouthern);
    const list = await insurer.get(url);
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([periodId]);
    expect(list.body.data[0]).toMatchObject({
      role: "insurer",
      latestVersion: { can: { edit: false } },
    });
    const one = await insurer.get(`${url}/${periodId}`);
    expect(one.body.versions).toHaveLength(1);
    expect(
      (await insurer.get(`${url}/${periodId}/versions/${firstVersionId}`)).body.content.sections,
    ).toHaveLength(2);
    const privateId = (await underwriter.get(periodsUrl())).body.data[0].id;
    expect((await insurer.get(`${url}/${privateId}`)).status).toBe(404);
    expect(
      (await insurer.post(url, content({ dateFrom: "2026-07-01", dateTo: "2026-12-31" }))).status,
    ).toBe(403);
    expect(
      (await insurer.put(`${url}/${periodId}/versions/${firstVersionId}`, content())).status,
    ).toBe(403);
    const draft = await underwriter.post(`${periodsUrl()}/${periodId}/versions`);
    expect((await insurer.get(`${url}/${periodId}`)).body).toMatchObject({
      latestVersionNumber: 1,
      versions: [{ versionNumber: 1 }],
    });
    expect(
      (await insurer.get(`${url}/${periodId}/versions/${draft.body.currentVersion.id}`)).status,
    ).toBe(404);
    await underwriter.delete(
      `${periodsUrl()}/${periodId}/versions/${draft.body.currentVersion.id}`,
    );
  });

  it("a period read names its underwriters and syndicates (the insurer cannot list them)", async () => {
    const read = await insurer.get(`${periodsUrl(id.greatsouthern)}/${periodId}`);
    expect(read.status).toBe(200);
    expect(read.body.names.users).toEqual({ [userId]: "Uma Underwriter" });
    expect(read.body.names.syndicates).toEqual({
      [syndicateIds[0]!]: "Syndicate A periods",
      [syndicateIds[1]!]: "Syndicate B periods",
    });
    const version = await insurer.get(
      `${periodsUrl(id.greatsouthern)}/${periodId}/versions/${read.body.currentVersion.id}`,
    );
    expect(version.body.names).toEqual(read.body.names);
  });

  it("attaching locks the version: saving then answers 409", async () => {
    await inTransaction(t.db, (tx) =>
      attach(tx, [{ kind: "agreementPeriod", versionId: firstVersionId }]),
    );
    const version = `${periodsUrl()}/${periodId}/versions/${firstVersionId}`;
    const locked = await underwriter.get(version);
    expect(locked.body).toMatchObject({ usageCount: 1, can: { edit: false } });
    const save = await underwriter.put(version, content());
    expect(save.status).toBe(409);
    expect(save.body.message).toBe(messages.modifyInUse);
    expect((await underwriter.delete(`${periodsUrl()}/${periodId}`)).status).toBe(409);
  });

  it("another underwriter and a broker get 404 on every period route", async () => {
    const other = await market.signIn("underwriter2@demo.test");
    const broker = await market.signIn("broker@demo.test");
    const version = `${periodId}/versions/${firstVersionId}`;
    for (const [client, companyId] of [
      [other, id.summit],
      [other, id.coastal],
      [broker, id.harbourside],
    ] as const) {
      const url = periodsUrl(companyId);
      const answers = await Promise.all([
        client.get(url),
        client.post(url, content({ dateFrom: "2026-07-01", dateTo: "2026-12-31" })),
        client.get(`${url}/${periodId}`),
        client.delete(`${url}/${periodId}`),
        client.post(`${url}/${periodId}/versions`),
        client.get(`${url}/${version}`),
        client.put(`${url}/${version}`, content()),
        client.post(`${url}/${version}/publish`),
        client.post(`${url}/${version}/unpublish`),
        client.delete(`${url}/${version}`),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(404));
    }
  });

  it("the demo seed gives each demo underwriter a published period the insurer reads", async () => {
    const agreements = await insurer.get(
      `/api/companies/${id.greatsouthern}/binding-agreements?search=professional lines`,
    );
    expect(agreements.body.data.map((a: { agencyName: string }) => a.agencyName).sort()).toEqual([
      "Coastal Underwriting Agency",
      "Summit Specialty Underwriting",
    ]);
    const coastal = agreements.body.data.find(
      (a: { agencyCompanyId: number }) => a.agencyCompanyId === id.coastal,
    );
    const periods = await insurer.get(
      `/api/companies/${id.greatsouthern}/binding-agreements/${coastal.id}/periods`,
    );
    const seeded = periods.body.data[0].latestVersion;
    expect(seeded).toMatchObject({ status: "published", content: { visibility: "insurer" } });
    expect(seeded.content.sections).toHaveLength(2);
    for (const section of seeded.content.sections)
      expect(section.quotaShareSyndicates).toHaveLength(2);
    expect(
      seeded.content.authorisedUnderwriters.map(
        (u: { authorityLevel: number }) => u.authorityLevel,
      ),
    ).toEqual([8, 4]);
  });
});
