/** API-test helpers: a product version to design, and the demo designs applied through the API. */
import { type DemoDesign, InsuranceClass, professionalIndemnityDemo } from "@platform/domain";
import { expect } from "vitest";
import type { TestClient } from "../../test/client.ts";

export async function newProductVersion(
  client: TestClient,
  companyId: number,
  name: string,
  options: { publish?: boolean; insuranceClassId?: number } = {},
) {
  const url = (path = "") => `/api/companies/${companyId}/products${path}`;
  const created = await client.post(url(), {
    name,
    insuranceClassId: options.insuranceClassId ?? InsuranceClass.ProfessionalIndemnity,
    productClassId: null,
    productType: "retail",
    kind: 1,
    targetCountry: "AU",
  });
  expect(created.status).toBe(201);
  const product = created.body;
  const base = url(`/${product.id}/versions/${product.currentVersion.id}`);
  const saved = await client.put(base, product.currentVersion.details);
  expect(saved.status).toBe(200);
  if (options.publish) {
    await makePublishable(client, base);
    expect((await client.post(`${base}/publish`)).status).toBe(200);
  }
  return { product, base, url };
}

/** Saves a demo design part by part, in an order where every save compiles. */
export async function applyDemoDesign(client: TestClient, base: string, demo: DemoDesign) {
  const ok = async (response: Promise<{ status: number; body: unknown }>) => {
    const r = await response;
    if (r.status >= 300) expect.fail(`${r.status}: ${JSON.stringify(r.body)}`);
    return r;
  };
  await ok(client.put(`${base}/design/form`, { form: demo.design.form }));
  for (const dataset of demo.datasets) await ok(client.post(`${base}/datasets`, dataset));
  await ok(
    client.put(`${base}/design/underwriting-formulas`, {
      underwritingFormulas: demo.design.underwritingFormulas,
    }),
  );
  await ok(
    client.put(`${base}/design/property-formulas`, {
      propertyFormulas: demo.design.propertyFormulas,
    }),
  );
  await ok(client.put(`${base}/design/rules`, { rules: demo.design.rules }));
  await ok(client.put(`${base}/design/premium`, { premium: demo.design.premium }));
  await ok(client.put(`${base}/design/test-cases`, { testCases: demo.testCases }));
}

/**
 * What the publish checklist needs of a version: the PI demo's design and a passing test run (of
 * one case expecting a quote, so it passes whatever the product's class and country).
 */
export async function makePublishable(client: TestClient, base: string) {
  await applyDemoDesign(client, base, professionalIndemnityDemo);
  const [first] = professionalIndemnityDemo.testCases;
  const cases = await client.put(`${base}/design/test-cases`, {
    testCases: [{ ...first, expected: { outcome: "quote" } }],
  });
  expect(cases.status).toBe(200);
  await passingTestRun(client, base);
}

/** Runs the version's test cases (a copied design's, say) and expects them to pass. */
export async function passingTestRun(client: TestClient, base: string) {
  const run = await client.post(`${base}/test-runs`);
  if (run.status !== 201 || !run.body.passed) expect.fail(JSON.stringify(run.body));
}
