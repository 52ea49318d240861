/**
 * The forms a change starts from: an adjustment's (`GET …/policy-changes/form`) and a renewal's
 * (`GET …/risks/{id}/form`) carry the latest bound answers (not new business's, nor a withdrawn
 * change's) on the form of the version the policy is pinned to, with its dataset options, even
 * after the product has published a newer version with other options.
 */
import { TransactionStatus } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { brokerUrl, dueForRenewal, uwUrl } from "../../test/policies.ts";
import { boundPolicy, type Market } from "../../test/policy-fixtures.ts";
import { passingTestRun } from "../product-designer/test-helpers.ts";
import { daysFrom, piAnswers, riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

type Question = { name: string; options?: { value: string; label: string }[] };
type Form = { sections: { questions: Question[] }[] };
const professionOptions = (form: Form) =>
  form.sections
    .flatMap((s) => s.questions)
    .find((q) => q.name === "profession")
    ?.options?.map((o) => o.label);
const demoProfessions = [
  "Accountant",
  "Architect",
  "Consulting engineer",
  "IT consultant",
  "Lawyer",
];

/** Publishes a new version of the product whose profession question lists other options. */
async function publishOtherProfessions(productId: number) {
  const products = `/api/companies/${m.id.coastal}/products/${productId}`;
  const draft = await m.underwriter.post(`${products}/versions`);
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const base = `${products}/versions/${(draft.body.currentVersion ?? draft.body).id}`;
  const design = (await m.underwriter.get(`${base}/design`)).body;
  const form = structuredClone(design.form) as Form & { sections: { questions: object[] }[] };
  for (const section of form.sections)
    section.questions = section.questions.map((q) =>
      (q as Question).name === "profession"
        ? {
            name: "profession",
            type: "select",
            label: "Profession",
            required: true,
            quickQuote: true,
            options: [
              { value: "accountant", label: "Accountant (2027)" },
              { value: "engineer", label: "Engineer (2027)" },
              { value: "surveyor", label: "Surveyor" },
            ],
          }
        : q,
    );
  const saved = await m.underwriter.put(`${base}/design/form`, { form });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await passingTestRun(m.underwriter, base);
  const published = await m.underwriter.post(`${base}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

describe("the forms a change starts from", () => {
  it("carry the latest bound answers on the pinned version's options, after a newer version", async () => {
    const policy = await boundPolicy(m);
    const url = brokerUrl(m, policy.id);
    const pinned = policy.risks[0].productVersionId as number;
    const effective = daysFrom(policy.inceptionDate, 30);
    const adjusted = await m.broker.post(`${url}/adjust`, {
      effectiveDate: effective,
      answers: piAnswers({ profession: "architect" }),
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    // A change asked for and withdrawn leaves the bound answers as they were.
    await m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 40),
      answers: piAnswers({ profession: "lawyer" }),
    });
    expect((await m.broker.post(`${url}/withdraw`, {})).status).toBe(200);

    await dueForRenewal(t, policy);
    // The withdrawn change leaves the policy bound: it may be renewed.
    const history = (await m.broker.get(`${url}/renewals`)).body;
    expect(history).toMatchObject({ canRenew: true, renewRefusal: null });
    const renewed = await m.broker.post(`${url}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect(renewed.body.risks[0].productVersionId).toBe(pinned);
    expect(renewed.body.risks[0].answers.profession).toBe("architect");
    expect(renewed.body.transactionStatus).toBe(TransactionStatus.Quoted);

    await publishOtherProfessions(policy.risks[0].productId);

    for (const client of [m.broker, m.underwriter]) {
      const base = client === m.broker ? url : uwUrl(m, policy.id);
      const change = await client.get(`${base}/policy-changes/form`);
      expect(change.status, JSON.stringify(change.body)).toBe(200);
      const [main] = change.body.products;
      expect(main).toMatchObject({ productId: policy.risks[0].productId, versionId: pinned });
      expect(main.answers).toEqual(piAnswers({ profession: "architect" }));
      expect(professionOptions(main.form)).toEqual(demoProfessions);

      const renewalBase =
        client === m.broker ? brokerUrl(m, renewed.body.id) : uwUrl(m, renewed.body.id);
      const renewal = await client.get(`${renewalBase}/form`);
      expect(renewal.status, JSON.stringify(renewal.body)).toBe(200);
      expect(renewal.body.versionId).toBe(pinned);
      expect(professionOptions(renewal.body.form)).toEqual(demoProfessions);
    }
    // The newer version's form is what a new risk is offered.
    const offered = await m.broker.get(
      `/api/companies/${m.id.harbourside}/available-packages/${m.packageId}/form`,
    );
    expect(professionOptions(offered.body.form)).toEqual([
      "Accountant (2027)",
      "Engineer (2027)",
      "Surveyor",
    ]);
  });

  it("a renewal carries the bound answers onto the options of the version it moves to", async () => {
    const policy = await boundPolicy(m);
    const url = brokerUrl(m, policy.id);
    await dueForRenewal(t, policy);
    const renewed = await m.broker.post(`${url}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const main = renewed.body.risks[0];
    expect(main.answers.profession).toBe("engineer");
    const form = await m.broker.get(`${brokerUrl(m, renewed.body.id)}/form`);
    expect(form.body.versionId).toBe(main.productVersionId);
    expect(professionOptions(form.body.form)).toEqual([
      "Accountant (2027)",
      "Engineer (2027)",
      "Surveyor",
    ]);
  });

  it("are read only by those who see the risk", async () => {
    const policy = await boundPolicy(m);
    const stranger = await m.broker2.get(
      `/api/companies/${m.id.southerncross}/risks/${policy.id}/policy-changes/form`,
    );
    expect(stranger.status).toBe(404);
    const form = await m.broker2.get(
      `/api/companies/${m.id.southerncross}/risks/${policy.id}/form`,
    );
    expect(form.status).toBe(404);
  });
});
