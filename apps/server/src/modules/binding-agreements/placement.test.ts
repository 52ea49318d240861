import { bindingAgreementMessages as bm } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { placementTerms } from "./index.ts";

let t: TestApp;
let underwriter: TestClient;
let coastal: number;
let summit: number;
let greatSouthern: number;
let seeded: { id: number; sections: { key: string; name: string; insuranceClasses: number[] }[] };
let riskCodeId: number;

interface ProductRow {
  id: number;
  insuranceClassId: number;
  kind: number;
}

const productsUrl = (path = "") => `/api/companies/${coastal}/products${path}`;

async function product(classId: number) {
  const list = await underwriter.get(productsUrl("?perPage=100"));
  const row = (list.body.data as ProductRow[]).find(
    (p) => p.insuranceClassId === classId && p.kind === 1,
  )!;
  return (await underwriter.get(productsUrl(`/${row.id}`))).body;
}

/** A new draft version of a seeded product (its published version stays as seeded). */
async function draftOf(classId: number) {
  const found = await product(classId);
  const created = await underwriter.post(productsUrl(`/${found.id}/versions`));
  expect(created.status).toBe(201);
  return created.body;
}

const save = (p: { id: number; currentVersion: { id: number; details: object } }, patch: object) =>
  underwriter.put(productsUrl(`/${p.id}/versions/${p.currentVersion.id}`), {
    ...p.currentVersion.details,
    ...patch,
  });

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  summit = await market.companyId("summit");
  greatSouthern = await market.companyId("greatsouthern");
  underwriter = await market.signIn("underwriter@demo.test");
  const options = await underwriter.get(
    `/api/companies/${coastal}/binding-agreements/placement-options`,
  );
  expect(options.status).toBe(200);
  seeded = options.body.data[0];
  const codes = await underwriter.get(`/api/companies/${coastal}/risk-codes`);
  riskCodeId = codes.body.data[0].id;
});
afterAll(() => t.close());

describe("products written under binding agreements", () => {
  it("lists the company's agreements with their current sections", () => {
    expect(seeded.sections.map((s) => s.name)).toEqual([
      "Professional indemnity",
      "Liability, motor and property",
    ]);
  });

  it("seeds the demo products under the agreement's sections and risk code", async () => {
    const pi = await product(1);
    expect(pi.currentVersion.details.placement).toEqual({
      bindingAgreementId: seeded.id,
      sectionKey: seeded.sections[0]!.key,
      riskCodeId,
    });
    const motor = await product(3);
    expect(motor.currentVersion.details.placement.sectionKey).toBe(seeded.sections[1]!.key);
  });

  it("gives the published terms of a placement on a day, or null", async () => {
    const pi = await product(1);
    const year = new Date().getUTCFullYear();
    const terms = await placementTerms(t.db, pi.currentVersion.details.placement, `${year}-07-01`);
    expect(terms).toMatchObject({
      agreement: { id: seeded.id, companyId: coastal, managingInsurerCompanyId: greatSouthern },
      section: {
        key: seeded.sections[0]!.key,
        name: "Professional indemnity",
        maximumPremiumLimit: "250000.00",
        notifiablePremiumLimit: "100000.00",
        quotaShareSyndicates: [{ sharePercent: 60 }, { sharePercent: 40 }],
      },
    });
    expect(terms!.periodVersionId).toBeGreaterThan(0);
    expect(terms!.authorisedUnderwriters.length).toBeGreaterThan(0);
    expect(
      await placementTerms(t.db, pi.currentVersion.details.placement, `${year + 5}-01-01`),
    ).toBeNull();
    expect(
      await placementTerms(
        t.db,
        { bindingAgreementId: seeded.id, sectionKey: "missing" },
        `${year}-07-01`,
      ),
    ).toBeNull();
    expect(await placementTerms(t.db, null, `${year}-07-01`)).toBeNull();
  });

  it("refuses a placement that does not fit, field by field", async () => {
    const summitOptions = await underwriter.get(
      `/api/companies/${summit}/binding-agreements/placement-options`,
    );
    expect(summitOptions.status).toBe(404);
    const motor = await draftOf(3);
    const placement = { bindingAgreementId: seeded.id, sectionKey: seeded.sections[1]!.key };

    const classMismatch = await save(motor, {
      placement: { ...placement, sectionKey: seeded.sections[0]!.key, riskCodeId },
    });
    expect(classMismatch.status).toBe(422);
    expect(classMismatch.body.errors).toEqual({
      "placement.sectionKey": [bm.placementClassNotCovered],
    });

    const unknown = await save(motor, {
      effectiveFrom: "2040-01-01",
      placement: { ...placement, sectionKey: "no-such-section", riskCodeId: 999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      "placement.sectionKey": [bm.placementSectionUnknown],
      "placement.riskCodeId": [bm.placementRiskCodeNotOwn],
      effectiveFrom: [bm.placementOutsideAgreement],
    });

    const notOwn = await save(motor, {
      placement: { ...placement, bindingAgreementId: 999_999, riskCodeId: null },
    });
    expect(notOwn.body.errors).toEqual({
      "placement.bindingAgreementId": [bm.placementAgreementNotOwn],
    });

    const fine = await save(motor, { placement: { ...placement, riskCodeId: null } });
    expect(fine.status).toBe(200);
    expect(fine.body.currentVersion.details.placement).toEqual({ ...placement, riskCodeId: null });
    const unplaced = await save(motor, { placement: null });
    expect(unplaced.status).toBe(200);
    expect(unplaced.body.currentVersion.details.placement).toBeNull();
  });

  it("checks the placement again on publish (the section may have gone)", async () => {
    const agreement = await underwriter.post(`/api/companies/${coastal}/binding-agreements`, {
      name: "Placement binder",
      managingInsurerCompanyId: greatSouthern,
      currency: "aud",
      timezone: "Australia/Sydney",
      uniqueMarketReference: "B0507PLACE26",
      agreementNumber: "PL-1",
      validFrom: "2026-01-01",
      validTo: "2027-12-31",
    });
    const syndicate = await underwriter.post(`/api/companies/${coastal}/syndicates`, {
      name: "Placement syndicate",
      lloydsNumber: "3010",
    });
    const periodsUrl = `/api/companies/${coastal}/binding-agreements/${agreement.body.id}/periods`;
    const period = await underwriter.post(periodsUrl, {
      dateFrom: "2026-01-01",
      dateTo: "2026-12-31",
      sections: [
        {
          name: "Liability",
          insuranceClasses: [2],
          coverholderCommissionPercent: 20,
          quotaShareSyndicates: [{ syndicateId: syndicate.body.id, sharePercent: 100 }],
        },
      ],
    });
    expect(period.status).toBe(201);
    const sectionKey = period.body.currentVersion.content.sections[0].key;
    const liability = await draftOf(2);
    const saved = await save(liability, {
      effectiveFrom: "2026-07-01",
      placement: { bindingAgreementId: agreement.body.id, sectionKey, riskCodeId },
    });
    expect(saved.status).toBe(200);
    // A draft-only period gives no terms to bind on.
    expect(
      await placementTerms(t.db, saved.body.currentVersion.details.placement, "2026-07-01"),
    ).toBeNull();

    expect((await underwriter.delete(`${periodsUrl}/${period.body.id}`)).status).toBe(200);
    const refused = await underwriter.post(
      productsUrl(`/${liability.id}/versions/${liability.currentVersion.id}/publish`),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ "placement.sectionKey": [bm.placementSectionUnknown] });
  });
});
