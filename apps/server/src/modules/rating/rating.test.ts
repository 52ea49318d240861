import { designMessages, motorDemo, professionalIndemnityDemo } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { applyDemoDesign, newProductVersion } from "../product-designer/test-helpers.ts";
import { todayIn } from "./rater.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let harbourside: number;
let underwriter: TestClient;
let packageId: number;
let packageProductBase: string;

const piAnswers = professionalIndemnityDemo.testCases[0]!.answers;
const piReferred = professionalIndemnityDemo.testCases[1]!.answers;

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  harbourside = await market.companyId("harbourside");
  underwriter = await market.signIn("underwriter@demo.test");
  // The seeded public package's main product carries the PI demo design (seed).
  const packages = await underwriter.get(`/api/companies/${coastal}/product-packages`);
  const pkg = packages.body.data.find(
    (p: { name: string }) => p.name === "Consultants Professional Package",
  );
  packageId = pkg.id;
  const product = await underwriter.get(`/api/companies/${coastal}/products/${pkg.mainProduct.id}`);
  packageProductBase = `/api/companies/${coastal}/products/${product.body.id}/versions/${product.body.currentVersion.id}`;
});
afterAll(() => t.close());

describe("rating a version", () => {
  it("rates answers to the cent with rules, underwriting formulas and the premium breakdown", async () => {
    const response = await underwriter.post(`${packageProductBase}/rate`, {
      answers: piAnswers,
      taxDate: "2025-07-01",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      valid: true,
      complete: true,
      outcome: "quote",
      values: { premium: "6706.8", claimsLoading: "0" },
      underwritingFormulas: [{ name: "claimsLoading", value: "0" }],
      premium: { grossPremium: "6756.80", stampDuty: "371.62", amountPayable: "7848.10" },
    });
  });

  it("honours a small business declaration on NSW professional indemnity (no stamp duty)", async () => {
    const response = await underwriter.post(`${packageProductBase}/rate`, {
      answers: piAnswers,
      taxDate: "2025-07-01",
      smallBusinessDeclaration: true,
    });
    expect(response.body.premium).toMatchObject({
      stampDuty: "0.00",
      amountPayable: "7476.48",
      rates: { stampDutyExemption: "small-business" },
    });
  });

  it("reports answer errors by path and refers on the rules", async () => {
    const bad = await underwriter.post(`${packageProductBase}/rate`, {
      answers: { ...piReferred, revenue: -1, limit: "3000000" },
    });
    expect(bad.body.valid).toBe(false);
    expect(bad.body.answerErrors).toEqual({
      revenue: ["The value must be greater than or equal to 0"],
      limit: ["Choose one of the options"],
    });
    const referred = await underwriter.post(`${packageProductBase}/rate`, {
      answers: piReferred,
      overrides: { claimsLoading: "0.5" },
    });
    expect(referred.body).toMatchObject({ outcome: "refer", values: { premium: "1260" } });
    expect(
      referred.body.rules.find((r: { name: string }) => r.name === "referClaims"),
    ).toMatchObject({ fired: true });
  });

  it("answers an empty form with its unanswered required questions, not missing-answer errors", async () => {
    const empty = await underwriter.post(`${packageProductBase}/rate`, { answers: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ valid: false, complete: false, premium: null });
    expect(empty.body.unanswered).toEqual([
      { name: "businessName", label: "Business name" },
      { name: "profession", label: "Profession" },
      { name: "revenue", label: "Annual revenue" },
      { name: "address", label: "Business address" },
      { name: "limit", label: "Limit of indemnity" },
      { name: "claims", label: "Any claims or circumstances in the last 5 years?" },
    ]);
    expect(empty.body.errors).toEqual([]);
    const answered = await underwriter.post(`${packageProductBase}/rate`, { answers: piAnswers });
    expect(answered.body.unanswered).toEqual([]);
  });

  it("uses today in the product's time zone", () => {
    expect(todayIn("Australia/Sydney", new Date("2025-06-30T15:00:00Z"))).toBe("2025-07-01");
    expect(todayIn("Australia/Perth", new Date("2025-06-30T15:00:00Z"))).toBe("2025-06-30");
  });
});

describe("test runs", () => {
  it("the demo seed leaves the PI product with a passing test run", async () => {
    const latest = await underwriter.get(`${packageProductBase}/test-runs/latest`);
    expect(latest.body).toMatchObject({ warning: null, run: { passed: true, total: 2 } });
  });

  it("warns when missing, passes, goes stale on change, and fails with differing values", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Tested Motor");
    await applyDemoDesign(underwriter, base, motorDemo);
    const missing = await underwriter.get(`${base}/test-runs/latest`);
    expect(missing.body).toMatchObject({
      run: null,
      warning: "missing",
      message: designMessages.testRunMissing,
    });

    const run = await underwriter.post(`${base}/test-runs`);
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({
      passed: true,
      total: 3,
      failed: 0,
      createdBy: "Uma Underwriter",
    });
    expect((await underwriter.get(`${base}/test-runs/latest`)).body.warning).toBeNull();

    const cases = structuredClone(motorDemo.testCases);
    cases[0]!.expected.premium = "1300";
    await underwriter.put(`${base}/design/test-cases`, { testCases: cases });
    expect((await underwriter.get(`${base}/test-runs/latest`)).body.warning).toBe("stale");

    const failed = await underwriter.post(`${base}/test-runs`);
    expect(failed.body).toMatchObject({ passed: false, failed: 1 });
    expect(failed.body.cases[0]).toMatchObject({
      name: "Private car in Sydney, driver 40",
      passed: false,
      differences: [{ key: "premium", expected: "1300", actual: "1312.5" }],
    });
    const latest = await underwriter.get(`${base}/test-runs/latest`);
    expect(latest.body).toMatchObject({ warning: "failed", message: designMessages.testRunFailed });
    const list = await underwriter.get(`${base}/test-runs`);
    expect(list.body.data.map((r: { passed: boolean }) => r.passed)).toEqual([false, true]);
  });

  it("only ManageProducts runs tests; brokers get 404", async () => {
    const broker = await market.signIn("broker@demo.test");
    expect((await broker.post(`${packageProductBase}/test-runs`)).status).toBe(404);
    expect((await broker.post(`${packageProductBase}/rate`, { answers: piAnswers })).status).toBe(
      404,
    );
  });
});

describe("brokers", () => {
  const offered = (id = packageId) => `/api/companies/${harbourside}/available-packages/${id}`;

  it("fills the form with dataset options and rates without underwriting values", async () => {
    const broker = await market.signIn("broker@demo.test");
    const form = await broker.get(`${offered()}/form`);
    expect(form.status).toBe(200);
    const profession = form.body.form.sections[0].questions.find(
      (q: { name: string }) => q.name === "profession",
    );
    expect(profession.options).toContainEqual({ value: "engineer", label: "Consulting engineer" });

    const rated = await broker.post(`${offered()}/rate`, { answers: piReferred });
    expect(rated.status).toBe(200);
    expect(rated.body).not.toHaveProperty("underwritingFormulas");
    expect(rated.body).not.toHaveProperty("values");
    // The seeded product hides refer messages from brokers (ruleMessages.refer = false).
    expect(rated.body).toMatchObject({
      outcome: "refer",
      rules: [{ outcome: "refer", message: null }],
    });
    const declined = await broker.post(`${offered()}/rate`, {
      answers: { ...piAnswers, revenue: 30000000 },
    });
    expect(declined.body.rules).toContainEqual({
      outcome: "decline",
      message: "Revenue above $20 million is outside our appetite",
    });
  });

  it("answers 404 for a package the broker is not offered also to non-brokers", async () => {
    const broker2 = await market.signIn("broker2@demo.test");
    const southernCross = await market.companyId("southerncross");
    const summitPackages = await (await market.signIn("underwriter2@demo.test")).get(
      `/api/companies/${await market.companyId("summit")}/product-packages`,
    );
    const summitPackage = summitPackages.body.data[0].id;
    const response = await broker2.post(
      `/api/companies/${southernCross}/available-packages/${summitPackage}/rate`,
      {
        answers: {},
      },
    );
    expect(response.status).toBe(404);
    // An underwriter is offered no packages: the broker routes find nothing.
    expect(
      (
        await underwriter.get(
          `/api/companies/${coastal}/available-packages/${packageId}/quick-quote`,
        )
      ).status,
    ).toBe(404);
  });

  it("quick quote asks only quick-quote questions and shows only quick-quote formulas", async () => {
    const broker = await market.signIn("broker@demo.test");
    const form = await broker.get(`${offered()}/quick-quote`);
    expect(
      form.body.form.sections.flatMap((s: { questions: { name: string }[] }) =>
        s.questions.map((q) => q.name),
      ),
    ).toEqual(["profession", "revenue", "limit", "claims"]);
    expect(form.body.formulas).toEqual([
      { name: "premium", title: "Base premium", dataType: "currency" },
    ]);
    const quote = await broker.post(`${offered()}/quick-quote`, {
      answers: { profession: "engineer", revenue: 1200000, limit: "2000000", claims: false },
    });
    expect(quote.body).toMatchObject({
      valid: true,
      answerErrors: {},
      formulas: [{ name: "premium", title: "Base premium", dataType: "currency", value: "6706.8" }],
      premium: null,
      premiumError: expect.any(String),
    });
    // With the insured's state, the full premium lines: NSW duty on PI is 5 % (Type B).
    const full = await broker.post(`${offered()}/quick-quote`, {
      answers: { profession: "engineer", revenue: 1200000, limit: "2000000", claims: false },
      state: "NSW",
    });
    expect(full.body.premiumError).toBeNull();
    expect(full.body.premium).toMatchObject({
      ratedPremium: "6706.80",
      grossPremium: "6756.80",
      stampDuty: "371.62",
      amountPayable: "7848.10",
      rates: { stampDuty: "0.05" },
    });
    const badState = await broker.post(`${offered()}/quick-quote`, {
      answers: { profession: "engineer" },
      state: "XX",
    });
    expect(badState.status).toBe(422);
    expect(badState.body.errors.state).toEqual(["Choose a state"]);
    const missing = await broker.post(`${offered()}/quick-quote`, {
      answers: { profession: "pilot" },
    });
    expect(missing.body.valid).toBe(false);
    expect(missing.body.premium).toBeNull();
    expect(missing.body.answerErrors).toMatchObject({
      profession: ["Choose one of the options"],
      revenue: ["This field is required"],
    });
  });
});

describe("public quick quote", () => {
  it("works without signing in for a public package of the portal", async () => {
    const visitor = new TestClient(t.app);
    const url = `/api/companies/by-handle/coastal/products/${packageId}/quick-quote`;
    const form = await visitor.get(url);
    expect(form.status).toBe(200);
    expect(form.body.product.name).toBe("Professional Indemnity — Consultants");
    const quote = await visitor.post(url, {
      answers: { profession: "it", revenue: 100000, limit: "1000000", claims: false },
    });
    expect(quote.status).toBe(200);
    // 100 × 2.2 = 220, below the $500 minimum.
    expect(quote.body.formulas[0].value).toBe("500");
    expect(
      (await visitor.get(`/api/companies/by-handle/summit/products/${packageId}/quick-quote`))
        .status,
    ).toBe(404);
  });
});
