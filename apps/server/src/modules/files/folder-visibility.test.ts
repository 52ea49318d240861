import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";

let t: TestApp;
let coastal: number;
let uw: TestClient;

const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const upload = (folderId: number, name: string, visibility?: 1 | 2) =>
  uw.request(
    "POST",
    `/api/companies/${coastal}/folders/${folderId}/files?name=${name}${visibility ? `&visibility=${visibility}` : ""}`,
    undefined,
    { rawBody: pdf(name) as unknown as string, headers: { "content-type": "application/pdf" } },
  );

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  uw = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

describe("uploads into a public folder", () => {
  it("are public unless the upload asks for private, and the link shows only the public ones", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = (
      await uw.post(`/api/companies/${coastal}/folders`, { name: "Shared", parentId: rootFolderId })
    ).body;
    const before = (await upload(folder.id, "before.pdf")).body;
    expect(before.visibility).toBe(1);
    expect(
      (
        await uw.request("PATCH", `/api/companies/${coastal}/folders/${folder.id}`, {
          visibility: 2,
        })
      ).body,
    ).toMatchObject({ visibility: 2 });

    const shared = (await upload(folder.id, "shared.pdf")).body;
    const kept = (await upload(folder.id, "internal.pdf", 1)).body;
    expect(shared.visibility).toBe(2);
    expect(kept.visibility).toBe(1);
    // A new version of a private file stays private.
    const again = (await upload(folder.id, "before.pdf")).body;
    expect(again).toMatchObject({ id: before.id, visibility: 1, versionNumber: 2 });

    const anonymous = new TestClient(t.app);
    const open = await anonymous.get(`/api/companies/${coastal}/folders/${folder.id}`);
    expect(open.status).toBe(200);
    expect(open.body.files.data.map((f: { name: string }) => f.name)).toEqual(["shared.pdf"]);
    expect(open.body.folders).toEqual([]);
    expect((await anonymous.get(shared.url)).status).toBe(200);
    expect((await anonymous.get(kept.url)).status).toBe(401);

    await uw.request("PATCH", `/api/companies/${coastal}/folders/${folder.id}`, { visibility: 1 });
    expect((await anonymous.get(`/api/companies/${coastal}/folders/${folder.id}`)).status).toBe(
      401,
    );
  });
});
