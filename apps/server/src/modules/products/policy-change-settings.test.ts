/**
 * The product's `policyChanges` settings as the product page's "Policy changes" tab saves them
 *: part of the version's details, 422 with a message on each wrong field, and only
 * for users who manage products.
 */
import { InsuranceClass } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let coastal: number;
let underwriter: TestClient;
let broker: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  underwriter = await market.signIn("underwriter@demo.test");
  broker = await market.signIn("broker@demo.test");
});
afterAll(() => t.close());

describe("policy change settings of a product version", () => {
  it("saves fees, minimum earned premium and the short-rate scale; refuses wrong values field by field", async () => {
    const created = await underwriter.post(`/api/companies/${coastal}/products`, {
      name: "Strata Liability",
      insuranceClassId: InsuranceClass.Liability,
      productClassId: null,
      productType: "retail",
      kind: 1,
      targetCountry: "AU",
    });
    expect(created.status).toBe(201);
    const versionUrl = `/api/companies/${coastal}/products/${created.body.id}/versions/${created.body.currentVersion.id}`;
    const details = created.body.currentVersion.details;
    const save = (client: TestClient, policyChanges: unknown) =>
      client.put(versionUrl, { ...details, policyChanges });

    const wrong = await save(underwriter, {
      fees: "sometimes",
      minimumEarnedPremium: "12.345",
      shortRate: [
        { upToDays: 60, earnedPercent: 30 },
        { upToDays: 30, earnedPercent: 120 },
        { upToDays: 800, earnedPercent: 100 },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({
      "policyChanges.fees": [expect.any(String)],
      "policyChanges.minimumEarnedPremium": ["Enter an amount with at most two decimals"],
      "policyChanges.shortRate.1.earnedPercent": ["The value must be less than or equal to 100"],
      "policyChanges.shortRate.2.upToDays": ["The value must be less than or equal to 732"],
    });
    const order = await save(underwriter, {
      fees: "flat",
      minimumEarnedPremium: null,
      shortRate: [
        { upToDays: 60, earnedPercent: 30 },
        { upToDays: 30, earnedPercent: 20 },
      ],
    });
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({
      "policyChanges.shortRate": ["Rows must be in ascending days"],
    });

    const settings = {
      fees: "prorata",
      minimumEarnedPremium: "150.00",
      shortRate: [
        { upToDays: 30, earnedPercent: 25 },
        { upToDays: 90, earnedPercent: 60 },
      ],
    };
    const saved = await save(underwriter, settings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.currentVersion.details.policyChanges).toEqual(settings);
    // Only users who manage products change them; another company's product is not there.
    expect([403, 404]).toContain((await save(broker, settings)).status);
  });
});
