import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let harbourside: number;

// A 1×1 transparent PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  harbourside = await market.companyId("harbourside");
});
afterAll(() => t.close());

const upload = (client: TestClient, name: string, type: string, body: Buffer, visibility = 1) =>
  client.request(
    "POST",
    `/api/companies/${harbourside}/files?name=${encodeURIComponent(name)}&visibility=${visibility}`,
    undefined,
    {
      rawBody: body as unknown as string,
      headers: { "content-type": type },
    },
  );

describe("files", () => {
  it("uploads a file and serves it to members only while private", async () => {
    const broker = await market.signIn("broker@demo.test");
    const uploaded = await upload(
      broker,
      "Schedule.pdf",
      "application/pdf",
      Buffer.from("%PDF-1.4 test"),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      name: "Schedule.pdf",
      mimeType: "application/pdf",
      size: 13,
      visibility: 1,
    });

    const own = await broker.get(uploaded.body.url);
    expect(own.status).toBe(200);
    expect(own.headers["content-disposition"]).toContain("attachment");
    expect((await new TestClient(t.app).get(uploaded.body.url)).status).toBe(401);
    // Signed out, an id that does not exist answers the same: nothing tells which ids exist.
    const anonymous = new TestClient(t.app);
    for (const id of [uploaded.body.id + 100_000, 2_147_483_000]) {
      const missing = await anonymous.get(`/api/companies/${harbourside}/file-versions/${id}`);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual((await anonymous.get(uploaded.body.url)).body);
    }
    const elsewhere = uploaded.body.url.replace(`/companies/${harbourside}/`, "/companies/1/");
    expect((await anonymous.get(elsewhere)).status).toBe(401);
    expect((await anonymous.get(`/api/companies/${harbourside}/folders/99999999`)).status).toBe(
      401,
    );
    expect(
      (await (await market.signIn("underwriter@demo.test")).get(uploaded.body.url)).status,
    ).toBe(404);
  });

  it("refuses types outside the spec's list and empty files", async () => {
    const broker = await market.signIn("broker@demo.test");
    const html = await upload(broker, "x.html", "text/html", Buffer.from("<script>"));
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ file: ["Invalid file type"] });
    const empty = await upload(broker, "empty.png", "image/png", Buffer.alloc(0));
    expect(empty.status).toBe(422);
  });

  it("refuses bytes that are not of the declared type, on every upload route", async () => {
    const broker = await market.signIn("broker@demo.test");
    const exe = Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1");
    const renamed = await upload(broker, "invoice.pdf", "application/pdf", exe);
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ file: ["The file's content does not match its type"] });
    const fakeImage = await upload(broker, "photo.png", "image/png", Buffer.from("%PDF-1.4 x"));
    expect(fakeImage.status).toBe(422);
    const binaryCsv = await upload(broker, "rows.csv", "text/csv", Buffer.from([1, 0, 2, 0]));
    expect(binaryCsv.status).toBe(422);
    expect((await upload(broker, "rows.csv", "text/csv", Buffer.from("a,b\n1,2\n"))).status).toBe(
      201,
    );
  });

  it("a company uses an uploaded image as its logo, which anyone may then see", async () => {
    const broker = await market.signIn("broker@demo.test");
    const logo = (await upload(broker, "logo.png", "image/png", png)).body;
    const pdf = (await upload(broker, "doc.pdf", "application/pdf", Buffer.from("%PDF-1.4"))).body;
    const wrongType = await broker.put(`/api/companies/${harbourside}`, {
      appearance: { logoFileVersionId: pdf.id },
    });
    expect(wrongType.body.errors).toEqual({
      "appearance.logoFileVersionId": ["Invalid file type"],
    });
    const updated = await broker.put(`/api/companies/${harbourside}`, {
      appearance: {
        logoFileVersionId: logo.id,
        productBannerFileVersionId: logo.id,
        showLogoOnHeader: true,
      },
    });
    expect(updated.body.appearance).toMatchObject({
      logoFileVersionId: logo.id,
      productBannerFileVersionId: logo.id,
      showLogoOnHeader: true,
    });
    const anonymous = await new TestClient(t.app).get(
      `/api/companies/${harbourside}/file-versions/${logo.id}`,
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers["content-type"]).toBe("image/png");
  });

  it("another company's file cannot become a logo", async () => {
    const underwriter = await market.signIn("underwriter@demo.test");
    const coastal = await market.companyId("coastal");
    const theirs = await underwriter.request(
      "POST",
      `/api/companies/${coastal}/files?name=l.png`,
      undefined,
      {
        rawBody: png as unknown as string,
        headers: { "content-type": "image/png" },
      },
    );
    const broker = await market.signIn("broker@demo.test");
    const response = await broker.put(`/api/companies/${harbourside}`, {
      appearance: { logoFileVersionId: theirs.body.id },
    });
    expect(response.status).toBe(422);
  });
});

describe("a risk package's directory", () => {
  it("keeps its foreign key to the risk package, declared in the migration only", async () => {
    const result = (await t.db.execute(sql`
      select confdeltype as on_delete, confrelid::regclass::text as target
      from pg_constraint
      where conname = 'directories_risk_package_id_risk_packages_id_fk'`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ on_delete: "c", target: "risk_packages" }]);
  });
});
