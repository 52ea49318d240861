import { CompanyType, messages, productMessages } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import { assignRole, createRole, createUser } from "../../seed/factories.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { markClauseVersionInUse, newerClauseVersionExists } from "./index.ts";

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

const base = () => `/api/companies/${coastal}/clauses`;
const clauseBody = (patch: object = {}) => ({
  name: "Asbestos Exclusion",
  content: "<p>This policy does not cover <strong>asbestos</strong>.</p>",
  insuranceClassIds: [2, 4],
  productClassIds: [],
  visibility: "private",
  ...patch,
});

describe("endorsements (clauses)", () => {
  it("sanitises the wording and validates the fields", async () => {
    const created = await underwriter.post(
      base(),
      clauseBody({
        content:
          '<p onclick="steal()">Cover <a href="javascript:alert(1)">here</a><script>alert(1)</script><a href="https://example.com.au">link</a></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(created.status).toBe(201);
    const html = created.body.currentVersion.details.content as string;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(html).toContain('href="https://example.com.au"');
    expect(created.body.currentVersion).toMatchObject({ versionNumber: 1, status: "draft" });
    expect(created.body.currentVersion.savedAt).toEqual(expect.any(Number));

    const empty = await underwriter.post(
      base(),
      clauseBody({ name: "", content: "<p> </p>", insuranceClassIds: [7] }),
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name: [messages.labelRequired("Name")],
      content: [productMessages.clauseContentRequired],
    });
    expect(empty.body.errors["insuranceClassIds.0"]).toBeDefined();
    const onlyScript = await underwriter.post(
      base(),
      clauseBody({ content: "<script>alert(1)</script>" }),
    );
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.errors).toEqual({ content: [productMessages.clauseContentRequired] });
  });

  it("walks the versioning rules: publish, lock, refuse edits and deletes, new version", async () => {
    const created = await underwriter.post(base(), clauseBody({ name: "Flood Exclusion" }));
    const clauseId = created.body.id;
    const v1 = created.body.currentVersion.id;
    const v1Url = `${base()}/${clauseId}/versions/${v1}`;
    expect((await underwriter.post(`${v1Url}/publish`)).body.status).toBe("published");
    const edited = await underwriter.put(
      v1Url,
      clauseBody({ name: "Flood Exclusion", content: "<p>Live edit</p>" }),
    );
    expect(edited.status).toBe(200);
    expect((await underwriter.post(`${v1Url}/unpublish`)).body.status).toBe("draft");
    await underwriter.post(`${v1Url}/publish`);

    await t.db.transaction((tx) => markClauseVersionInUse(tx, v1));
    const modify = await underwriter.put(v1Url, clauseBody({ name: "Flood Exclusion" }));
    expect(modify.status).toBe(409);
    expect(modify.body.message).toBe(messages.modifyInUse);
    expect((await underwriter.post(`${v1Url}/unpublish`)).body.message).toBe(messages.modifyInUse);
    expect((await underwriter.delete(v1Url)).body.message).toBe(messages.deleteInUse);
    const remove = await underwriter.delete(`${base()}/${clauseId}`);
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(messages.deleteInUse);

    const next = await underwriter.post(`${base()}/${clauseId}/versions`);
    expect(next.body.currentVersion).toMatchObject({ versionNumber: 2, savedAt: null });
    const v2Url = `${base()}/${clauseId}/versions/${next.body.currentVersion.id}`;
    expect((await underwriter.post(`${v2Url}/publish`)).body.message).toBe(
      productMessages.saveBeforePublish,
    );
    await underwriter.put(v2Url, clauseBody({ name: "Flood Exclusion (2026)" }));
    await underwriter.post(`${v2Url}/publish`);
    expect(await newerClauseVersionExists(t.db, v1)).toBe(true);
    const got = await underwriter.get(`${base()}/${clauseId}`);
    expect(got.body).toMatchObject({
      name: "Flood Exclusion (2026)",
      latestPublishedVersionNumber: 2,
    });
  });

  it("an endorsement offered on a product cannot be deleted; an unused one can", async () => {
    const clause = await underwriter.post(base(), clauseBody({ name: "Cyber Sublimit" }));
    const product = await underwriter.post(`/api/companies/${coastal}/products`, {
      name: "Clause Host",
      insuranceClassId: 2,
      productClassId: null,
      productType: "retail",
      kind: 1,
      targetCountry: "AU",
    });
    const saved = await underwriter.put(
      `/api/companies/${coastal}/products/${product.body.id}/versions/${product.body.currentVersion.id}`,
      { ...product.body.currentVersion.details, clauseIds: [clause.body.id] },
    );
    expect(saved.status).toBe(200);
    const blocked = await underwriter.delete(`${base()}/${clause.body.id}`);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(messages.deleteInUse);
    const spare = await underwriter.post(base(), clauseBody({ name: "Spare Clause" }));
    expect((await underwriter.delete(`${base()}/${spare.body.id}`)).status).toBe(200);
    const list = await underwriter.get(`${base()}?search=clause`);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual([]);
    const byClass = await underwriter.get(`${base()}?insuranceClassId=4`);
    expect(byClass.body.data.length).toBeGreaterThan(0);
  });

  it("needs ManageClauses to change endorsements", async () => {
    const role = await createRole(
      t.db,
      { id: coastal, refCompanyTypeId: CompanyType.Underwriter },
      "Quoting only",
      [9, 10],
    );
    const user = await createUser(t.db, {
      name: "Quinn Quoter",
      email: "quinn@demo.test",
      password: DEMO_PASSWORD,
    });
    await assignRole(t.db, user.id, role);
    const quinn = await market.signIn("quinn@demo.test");
    expect((await quinn.get(base())).status).toBe(200);
    expect((await quinn.post(base(), clauseBody({ name: "Nope" }))).status).toBe(403);
    const broker = await market.signIn("broker@demo.test");
    expect(
      (
        await broker.post(
          `/api/companies/${await market.companyId("harbourside")}/clauses`,
          clauseBody(),
        )
      ).status,
    ).toBe(403);
  });
});
