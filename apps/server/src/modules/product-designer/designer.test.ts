import {
  CompanyType,
  designMessages,
  messages,
  motorDemo,
  Permission,
  professionalIndemnityDemo,
  proposalFormMessages,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { assignRole, createRole, createUser } from "../../seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { ratingDatasets } from "../datasets/tables.ts";
import { markVersionInUse } from "../products/index.ts";
import { productVersions } from "../products/tables.ts";
import { productDesigns } from "./tables.ts";
import { applyDemoDesign, newProductVersion } from "./test-helpers.ts";

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

describe("proposal form", () => {
  it("starts empty, saves a form and answers its JSON Schema", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Form Product");
    const empty = await underwriter.get(`${base}/design`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      revision: 1,
      locked: false,
      can: { edit: true },
      form: { sections: [{ id: "general", questions: [] }] },
      propertyFormulas: [],
      premium: { premiumFormula: null, charges: [] },
    });
    const saved = await underwriter.put(`${base}/design/form`, { form: motorDemo.design.form });
    expect(saved.status).toBe(200);
    expect(saved.body.revision).toBe(2);
    expect(saved.body.jsonSchema).toMatchObject({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      required: ["vehicleValue", "use", "postcode", "state", "driverAge", "accidents"],
    });
  });

  it("refuses an invalid form with field paths", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Bad Form Product");
    const response = await underwriter.put(`${base}/design/form`, {
      form: {
        sections: [
          {
            id: "a",
            title: "A",
            questions: [
              { name: "x", type: "select", label: "X" },
              { name: "x", type: "text", label: "Again" },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      "form.sections.0.questions.0.options": [proposalFormMessages.optionsRequired],
      "form.sections.0.questions.1.name": [proposalFormMessages.nameTaken("x")],
    });
  });

  it("refuses a period in a question's name, which formulas would read as a path (SPEC §5)", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Period Form Product");
    const response = await underwriter.put(`${base}/design/form`, {
      form: {
        sections: [
          { id: "a", title: "A", questions: [{ name: "insured.name", type: "text", label: "N" }] },
        ],
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors["form.sections.0.questions.0.name"]).toEqual([messages.noPeriods]);
  });
});

describe("formulas, rules and settings", () => {
  it("builds the PI demo design through the API and compiles it at every save", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "PI Designed");
    await applyDemoDesign(underwriter, base, professionalIndemnityDemo);
    const design = await underwriter.get(`${base}/design`);
    expect(design.body.propertyFormulas).toHaveLength(5);
    expect(design.body.datasets.map((d: { name: string }) => d.name)).toEqual([
      "limit_factors",
      "professions",
      "revenue_bands",
    ]);
  });

  it("answers 422 with the formula's name and position for an unknown question", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Unknown Question");
    await underwriter.put(`${base}/design/form`, { form: motorDemo.design.form });
    const response = await underwriter.put(`${base}/design/property-formulas`, {
      propertyFormulas: [
        {
          name: "premium",
          title: "Premium",
          dataType: "currency",
          formula: "vehicleValue * 0.03 + turnover",
        },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.errors["propertyFormulas.0.formula"][0]).toMatch(
      /^premium \(line 1, column 23\): .*turnover/,
    );
    expect(response.body.message).toMatch(/^premium \(line 1, column 23\)/);
  });

  it("refuses removing a question a formula uses, and cycles, naming the formulas", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Question In Use");
    await applyDemoDesign(underwriter, base, motorDemo);
    const form = structuredClone(motorDemo.design.form);
    form.sections[1]!.questions = form.sections[1]!.questions.filter((q) => q.name !== "driverAge");
    const removed = await underwriter.put(`${base}/design/form`, { form });
    expect(removed.status).toBe(422);
    expect(Object.keys(removed.body.errors)).toEqual(
      expect.arrayContaining(["propertyFormulas.0.formula", "rules.1.formula"]),
    );
    const cycle = await underwriter.put(`${base}/design/underwriting-formulas`, {
      underwritingFormulas: [
        { name: "a", title: "A", dataType: "number", formula: "b + 1" },
        { name: "b", title: "B", dataType: "number", formula: "a + 1" },
      ],
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors["underwritingFormulas.0.formula"][0]).toMatch(
      /Circular reference: a -> b -> a/,
    );
  });

  it("checks rule outcomes, endorsement clauses and premium settings", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Rules Product");
    await applyDemoDesign(underwriter, base, motorDemo);
    const noClause = await underwriter.put(`${base}/design/rules`, {
      rules: [
        {
          name: "endorse",
          formula: "accidents > 0",
          outcome: "endorsement",
          message: "Excess applies",
        },
      ],
    });
    expect(noClause.status).toBe(422);
    expect(noClause.body.errors).toEqual({ "rules.0.clauseId": [designMessages.clauseRequired] });
    const foreignClause = await underwriter.put(`${base}/design/rules`, {
      rules: [
        {
          name: "endorse",
          formula: "accidents > 0",
          outcome: "endorsement",
          clauseId: 999999,
          message: "Excess",
        },
      ],
    });
    expect(foreignClause.status).toBe(422);
    const notBoolean = await underwriter.put(`${base}/design/rules`, {
      rules: [{ name: "big", formula: "vehicleValue * 2", outcome: "refer", message: "Big" }],
    });
    expect(notBoolean.status).toBe(422);
    const premium = await underwriter.put(`${base}/design/premium`, {
      premium: { ...motorDemo.design.premium, premiumFormula: "zone" },
    });
    expect(premium.status).toBe(422);
    expect(premium.body.errors).toEqual({
      "premium.premiumFormula": [expect.stringContaining(designMessages.premiumFormula)],
    });
    const charge = await underwriter.put(`${base}/design/premium`, {
      premium: {
        ...motorDemo.design.premium,
        charges: [{ name: "Both", type: 1, amount: "5", percent: "5" }],
      },
    });
    expect(charge.status).toBe(422);
    expect(charge.body.errors["premium.charges.0.amount"]).toEqual([
      designMessages.amountOrPercent,
    ]);
  });
});

describe("datasets", () => {
  it("uploads CSV, edits as a grid, and refuses changes that break formulas", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Dataset Product");
    await applyDemoDesign(underwriter, base, motorDemo);
    const csv = "Zone,Factor\r\nA,1.3\r\nB,1\r\nC,0.95\r\n";
    const imported = await underwriter.post(`${base}/datasets/import`, {
      name: "zone_factors",
      csv,
      keyColumns: ["zone"],
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({
      name: "zone_factors",
      columns: [
        { name: "zone", type: "text" },
        { name: "factor", type: "number" },
      ],
      keyColumns: ["zone"],
      rowCount: 3,
    });
    const opened = await underwriter.get(`${base}/datasets/${imported.body.id}`);
    expect(opened.body.rows).toEqual([
      { zone: "A", factor: "1.3" },
      { zone: "B", factor: "1" },
      { zone: "C", factor: "0.95" },
    ]);
    const broken = await underwriter.put(`${base}/datasets/${imported.body.id}`, {
      ...opened.body,
      id: undefined,
      productVersionId: undefined,
      sourceDatasetId: undefined,
      updatedAt: undefined,
      columns: [{ name: "zone", type: "text" }],
    });
    expect(broken.status).toBe(422);
    expect(broken.body.errors["propertyFormulas.2.formula"][0]).toMatch(/^zoneFactor/);
    const badCell = await underwriter.post(`${base}/datasets`, {
      name: "extra",
      columns: [{ name: "n", type: "number" }],
      rows: [{ n: "12" }, { n: "twelve" }],
    });
    expect(badCell.status).toBe(422);
    expect(badCell.body.errors).toEqual({
      "rows.1.n": [designMessages.cellType(2, "n", "number")],
    });
    const duplicate = await underwriter.post(`${base}/datasets`, {
      name: "zone_factors",
      columns: [{ name: "n", type: "number" }],
      rows: [],
    });
    expect(duplicate.body.errors).toEqual({ name: [messages.nameInUse] });
    const inUse = await underwriter.delete(`${base}/datasets/${imported.body.id}`);
    expect(inUse.status).toBe(422);
    const list = await underwriter.get(`${base}/datasets`);
    expect(list.body.meta.total).toBe(3);
    // Paged in SQL: a later page carries the total; `include=rows` adds the cells.
    const second = await underwriter.get(`${base}/datasets?perPage=2&page=2&include=rows`);
    expect(second.body.meta.total).toBe(3);
    expect(second.body.data).toHaveLength(1);
    expect(Array.isArray(second.body.data[0].rows)).toBe(true);
    const past = await underwriter.get(`${base}/datasets?perPage=2&page=9`);
    expect(past.body).toMatchObject({ data: [], meta: { total: 3 } });
  });

  it("accepts a CSV larger than the default request limit", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Big Dataset Product");
    const lines = ["postcode_from,postcode_to,zone,description"];
    for (let i = 0; i < 18000; i++)
      lines.push(
        `${1000 + i},${1001 + i},Z${i % 7},"Postcode ${1000 + i}, a rating zone band for the demo market"`,
      );
    const csv = `${lines.join("\n")}\n`;
    expect(csv.length).toBeGreaterThan(1_048_576);
    const imported = await underwriter.post(`${base}/datasets/import`, {
      name: "postcodes",
      csv,
      range: { from: "postcode_from", to: "postcode_to" },
    });
    expect(imported.status).toBe(200);
    // The answer is list-sized: the rows are counted, not echoed; they page on their own.
    expect(imported.body.rowCount).toBe(18000);
    expect(imported.body.rows).toBeUndefined();
    const page = await underwriter.get(
      `${base}/datasets/${imported.body.id}/rows?page=3&perPage=100`,
    );
    expect(page.body.meta).toEqual({ page: 3, perPage: 100, total: 18000, lastPage: 180 });
    expect(page.body.data).toHaveLength(100);
    expect(page.body.data[0].postcode_from).toBe("1200");
  });

  it("keeps company custom datasets as a library a version copies from", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Library Product");
    const custom = `/api/companies/${coastal}/custom-datasets`;
    const created = await underwriter.post(`${custom}/import`, {
      name: "occupations",
      csv: "code,label,rate\nACC,Accountant,2.8\nENG,Engineer,4.6\n",
      keyColumns: ["code"],
    });
    expect(created.status).toBe(200);
    expect(created.body.productVersionId).toBeNull();
    const copied = await underwriter.post(`${base}/datasets/copy`, {
      customDatasetId: created.body.id,
    });
    expect(copied.body).toMatchObject({ name: "occupations", sourceDatasetId: created.body.id });
    // Changing the library leaves the version's copy alone.
    await underwriter.put(`${custom}/${created.body.id}`, {
      name: "occupations",
      columns: created.body.columns,
      keyColumns: ["code"],
      rows: [{ code: "LAW", label: "Lawyer", rate: "5.3" }],
    });
    const versionCopy = (await underwriter.get(`${base}/datasets`)).body.data[0];
    expect(versionCopy.rowCount).toBe(2);
    expect((await underwriter.get(`${base}/datasets/${versionCopy.id}`)).body.rows).toHaveLength(2);
    const library = await underwriter.get(custom);
    expect(library.body.data.map((d: { name: string }) => d.name)).toEqual(["occupations"]);
  });
});

describe("versions and permissions", () => {
  it("saving the design of a published version moves its Saved time", async () => {
    const { product, base, url } = await newProductVersion(underwriter, coastal, "Saved Time", {
      publish: true,
    });
    const versionId = product.currentVersion.id;
    const past = new Date("2025-01-02T03:04:05Z");
    await t.db
      .update(productVersions)
      .set({ savedAt: past })
      .where(eq(productVersions.id, versionId));
    const before = await underwriter.get(url(`/${product.id}`));
    expect(before.body.currentVersion).toMatchObject({
      status: "published",
      savedAt: past.getTime() / 1000,
    });
    const saved = await underwriter.put(`${base}/design/form`, {
      form: professionalIndemnityDemo.design.form,
    });
    expect(saved.status).toBe(200);
    const after = await underwriter.get(url(`/${product.id}`));
    expect(after.body.currentVersion.status).toBe("published");
    expect(after.body.currentVersion.savedAt).toBeGreaterThan(past.getTime() / 1000);
    // A refused save (422) leaves it as it was.
    await t.db
      .update(productVersions)
      .set({ savedAt: past })
      .where(eq(productVersions.id, versionId));
    const refused = await underwriter.put(`${base}/design/property-formulas`, {
      propertyFormulas: [
        { name: "premium", title: "Premium", dataType: "currency", formula: "nothing * 2" },
      ],
    });
    expect(refused.status).toBe(422);
    const unchanged = await underwriter.get(url(`/${product.id}`));
    expect(unchanged.body.currentVersion.savedAt).toBe(past.getTime() / 1000);
  });

  it("refuses every edit of a locked version with the spec's message", async () => {
    const { base, product } = await newProductVersion(underwriter, coastal, "Locked Design", {
      publish: true,
    });
    await t.db.transaction((tx) => markVersionInUse(tx, product.currentVersion.id));
    const attempts = [
      await underwriter.put(`${base}/design/form`, { form: motorDemo.design.form }),
      await underwriter.put(`${base}/design/rules`, { rules: [] }),
      await underwriter.post(`${base}/datasets/import`, { name: "x", csv: "a\n1\n" }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(409);
      expect(attempt.body.message).toBe(messages.productLocked);
    }
    const design = await underwriter.get(`${base}/design`);
    expect(design.body).toMatchObject({ locked: true, can: { edit: false } });
  });

  it("a new version starts with a copy of the previous design and datasets", async () => {
    const { base, product, url } = await newProductVersion(
      underwriter,
      coastal,
      "Versioned Design",
      {
        publish: true,
      },
    );
    // Publishing gave v1 the PI demo's design (the publish checklist).
    const created = await underwriter.post(url(`/${product.id}/versions`));
    expect(created.status).toBe(201);
    // A complete snapshot at once: design and datasets are in the database before anyone opens
    // the new version, and reading it writes nothing.
    const v2Id = created.body.currentVersion.id;
    const stored = async () => ({
      design: await t.db
        .select()
        .from(productDesigns)
        .where(eq(productDesigns.productVersionId, v2Id)),
      datasets: await t.db
        .select({ name: ratingDatasets.name, updatedAt: ratingDatasets.updatedAt })
        .from(ratingDatasets)
        .where(eq(ratingDatasets.productVersionId, v2Id)),
    });
    const before = await stored();
    expect(before.design).toHaveLength(1);
    expect(before.design[0]!.propertyFormulas).toHaveLength(5);
    expect(before.datasets).toHaveLength(3);
    const v2 = `${url(`/${product.id}/versions/${v2Id}`)}`;
    const design = await underwriter.get(`${v2}/design`);
    expect(design.body.propertyFormulas.map((f: { name: string }) => f.name)).toEqual([
      "professionRate",
      "revenueFactor",
      "limitFactor",
      "premium",
      "excess",
    ]);
    expect((await underwriter.get(`${v2}/datasets`)).body.meta.total).toBe(3);
    expect(await stored()).toEqual(before);
    // Editing v2 leaves v1 alone.
    await underwriter.put(`${v2}/design/rules`, { rules: [] });
    expect((await underwriter.get(`${base}/design`)).body.rules).toHaveLength(2);
  });

  it("only the owning underwriter with ManageProducts edits; others read or get 404", async () => {
    const { base } = await newProductVersion(underwriter, coastal, "Permission Product");
    const role = await createRole(
      t.db,
      { id: coastal, refCompanyTypeId: CompanyType.Underwriter },
      "Viewer",
      [Permission.ViewRisks],
    );
    const user = await createUser(t.db, {
      name: "Vera Viewer",
      email: "vera@demo.test",
      password: DEMO_PASSWORD,
    });
    await assignRole(t.db, user.id, role);
    const vera = await market.signIn("vera@demo.test");
    expect((await vera.get(`${base}/design`)).status).toBe(200);
    const edit = await vera.put(`${base}/design/form`, { form: motorDemo.design.form });
    expect(edit.status).toBe(403);
    expect((await vera.post(`${base}/datasets/import`, { name: "x", csv: "a\n1\n" })).status).toBe(
      403,
    );
    expect(
      (
        await vera.post(`/api/companies/${coastal}/custom-datasets/import`, {
          name: "x",
          csv: "a\n1\n",
        })
      ).status,
    ).toBe(403);
    const broker = await market.signIn("broker@demo.test");
    expect((await broker.get(`${base}/design`)).status).toBe(404);
    expect((await broker.put(`${base}/design/form`, { form: motorDemo.design.form })).status).toBe(
      404,
    );
    const summit = await market.signIn("underwriter2@demo.test");
    expect((await summit.get(`${base}/datasets`)).status).toBe(404);
  });
});
