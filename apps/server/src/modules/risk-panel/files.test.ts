import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { insertRiskPackage } from "../../test/workflow-fixtures.ts";
import { users } from "../users/tables.ts";

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoMarket>>;
let underwriter: TestClient;
let broker: TestClient;
let coastal: number;
let summit: number;
let harbourside: number;
let pkgId: number;
const files = (companyId: number, rest = "") =>
  `/api/companies/${companyId}/risks/${pkgId}/files${rest}`;
const upload = (client: TestClient, url: string, type: string, body: string) =>
  client.request("POST", url, undefined, { rawBody: body, headers: { "content-type": type } });

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoMarket(t);
  underwriter = await demo.signIn("underwriter@demo.test");
  broker = await demo.signIn("broker@demo.test");
  coastal = await demo.companyId("coastal");
  summit = await demo.companyId("summit");
  harbourside = await demo.companyId("harbourside");
  const [bianca] = await t.db.select().from(users).where(eq(users.email, "broker@demo.test"));
  pkgId = (
    await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      brokerUserId: bianca!.id,
    })
  ).id;
});
afterAll(() => t.close());

describe("underwriter panel: files", () => {
  it("uploads, lists, versions and downloads a risk's files; the type and size rules hold", async () => {
    const empty = await underwriter.get(files(coastal));
    expect(empty.body).toEqual({ data: [], meta: { page: 1, perPage: 25, total: 0, lastPage: 1 } });

    const bad = await upload(underwriter, files(coastal, "?name=run.sh"), "application/x-sh", "x");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ file: ["Invalid file type"] });

    const survey = await upload(
      underwriter,
      files(coastal, `?name=${encodeURIComponent("Survey report.pdf")}`),
      "application/pdf",
      "%PDF-1.4 one",
    );
    expect(survey.status).toBe(201);
    expect(survey.body).toMatchObject({
      name: "Survey report.pdf",
      versionNumber: 1,
      updatedBy: "Uma Underwriter",
      protected: false,
    });
    await upload(underwriter, files(coastal, "?name=Loss%20run.csv"), "text/csv", "year,paid\n");
    // The same name again is the file's next version; so is an upload to its versions route.
    const again = await upload(
      underwriter,
      files(coastal, `?name=${encodeURIComponent("Survey report.pdf")}`),
      "application/pdf",
      "%PDF-1.4 two",
    );
    expect(again.body).toMatchObject({ id: survey.body.id, versionNumber: 2 });
    const third = await upload(
      underwriter,
      files(coastal, `/${survey.body.id}/versions`),
      "application/pdf",
      "%PDF-1.4 three",
    );
    expect(third.status).toBe(201);
    expect(third.body).toMatchObject({ id: survey.body.id, versionNumber: 3 });

    const list = await underwriter.get(files(coastal, "?perPage=1"));
    expect(list.body.data.map((f: { name: string }) => f.name)).toEqual(["Loss run.csv"]);
    expect(list.body.meta).toMatchObject({ total: 2, lastPage: 2 });

    const detail = await underwriter.get(files(coastal, `/${survey.body.id}`));
    expect(detail.status).toBe(200);
    expect(detail.body.versions.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([
      3, 2, 1,
    ]);
    expect(detail.body.versions[0].updatedBy).toBe("Uma Underwriter");
    const first = await underwriter.request("GET", detail.body.versions[2].url);
    expect(first.status).toBe(200);
    expect(first.body).toBe("%PDF-1.4 one");

    // The timeline says so.
    const timeline = await underwriter.get(`/api/companies/${coastal}/risks/${pkgId}/timeline`);
    const said = timeline.body.data.map((e: { description: string }) => e.description);
    expect(said).toContain("File Survey report.pdf uploaded");
    expect(said).toContain("Version 3 of Survey report.pdf uploaded");
  });

  it("keeps the files from the broker side and other companies (404), theirs and ours", async () => {
    const listed = await underwriter.get(files(coastal));
    const fileId = listed.body.data[0].id as number;
    const versionUrl = listed.body.data[0].url as string;
    expect((await broker.get(files(harbourside))).status).toBe(404);
    expect((await broker.get(files(harbourside, `/${fileId}`))).status).toBe(404);
    const brokerUpload = await upload(
      broker,
      files(harbourside, "?name=a.pdf"),
      "application/pdf",
      "%PDF-1.4",
    );
    expect(brokerUpload.status).toBe(404);
    // The file version itself is private to the underwriter company.
    expect((await broker.request("GET", versionUrl)).status).toBe(404);

    // Another underwriter company: no such risk, under its own company or ours.
    const other = await demo.signIn("underwriter2@demo.test");
    expect((await other.get(files(summit))).status).toBe(404);
    expect((await other.get(files(summit, `/${fileId}`))).status).toBe(404);
    expect((await other.get(files(coastal))).status).toBe(404);
    const theirUpload = await upload(
      other,
      files(summit, "?name=b.pdf"),
      "application/pdf",
      "%PDF",
    );
    expect(theirUpload.status).toBe(404);
    expect((await other.request("GET", versionUrl)).status).toBe(404);
    // A file of another risk package is not this package's file.
    const [bianca] = await t.db.select().from(users).where(eq(users.email, "broker@demo.test"));
    const second = await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      brokerUserId: bianca!.id,
    });
    const elsewhere = `/api/companies/${coastal}/risks/${second.id}/files`;
    expect((await underwriter.get(`${elsewhere}/${fileId}`)).status).toBe(404);
    expect(
      (await upload(underwriter, `${elsewhere}/${fileId}/versions`, "application/pdf", "%PDF"))
        .status,
    ).toBe(404);
  });
});
