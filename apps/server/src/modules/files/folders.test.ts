import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { checkUpload } from "./upload-check.ts";

let t: TestApp;
let market: Awaited<ReturnType<typeof demoMarket>>;
let coastal: number;
let summit: number;
let uw: TestClient;

const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const upload = (client: TestClient, folderId: number, name: string, type: string, body: Buffer) =>
  client.request(
    "POST",
    `/api/companies/${coastal}/folders/${folderId}/files?name=${encodeURIComponent(name)}`,
    undefined,
    { rawBody: body as unknown as string, headers: { "content-type": type } },
  );
const patch = (client: TestClient, url: string, body: unknown) =>
  client.request("PATCH", url, body);

beforeAll(async () => {
  t = await createTestApp();
  market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  summit = await market.companyId("summit");
  uw = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

describe("company files and folders", () => {
  it("makes the directory on first read with a locked root, and lists the folder-tree options", async () => {
    const directory = await uw.get(`/api/companies/${coastal}/directory`);
    expect(directory.status).toBe(200);
    expect(directory.body.name).toBe("Company files");
    const root = directory.body.folders.find(
      (f: { id: number }) => f.id === directory.body.rootFolderId,
    );
    expect(root).toMatchObject({ parentId: null, locked: true });
    expect(
      directory.body.folders
        .filter((f: { parentId: number }) => f.parentId === root.id)
        .map((f: { name: string }) => f.name),
    ).toEqual(["Logos and branding", "Policy wordings", "Templates"]);

    const options = await uw.get(
      `/api/companies/${coastal}/directory/folder-options?rootName=Files`,
    );
    expect(options.body).toHaveLength(1);
    expect(options.body[0]).toMatchObject({
      value: String(root.id),
      label: "Files",
      name: "Files",
      expanded: true,
      selectable: true,
    });
    expect(options.body[0].children.map((c: { label: string }) => c.label)).toEqual([
      "Logos and branding",
      "Policy wordings",
      "Templates",
    ]);
    // The root cannot be renamed or deleted.
    expect(
      (await patch(uw, `/api/companies/${coastal}/folders/${root.id}`, { name: "X" })).status,
    ).toBe(409);
    expect((await uw.delete(`/api/companies/${coastal}/folders/${root.id}`)).body.message).toBe(
      "Cannot delete this item because it is in use",
    );
  });

  it("creates nested folders, moves them (never into themselves) and disables a moved folder's subtree", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const a = await uw.post(`/api/companies/${coastal}/folders`, {
      name: "Claims",
      parentId: rootFolderId,
    });
    expect(a.status).toBe(201);
    const b = await uw.post(`/api/companies/${coastal}/folders`, {
      name: "2026",
      parentId: a.body.id,
    });
    const same = await uw.post(`/api/companies/${coastal}/folders`, {
      name: "claims",
      parentId: rootFolderId,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ name: ["This item already exists"] });
    const loop = await patch(uw, `/api/companies/${coastal}/folders/${a.body.id}`, {
      parentId: b.body.id,
    });
    expect(loop.status).toBe(422);
    const options = await uw.get(
      `/api/companies/${coastal}/directory/folder-options?disabledFolderId=${a.body.id}`,
    );
    expect(JSON.stringify(options.body)).not.toContain('"Claims"');
    expect(JSON.stringify(options.body)).not.toContain('"2026"');
    const read = await uw.get(`/api/companies/${coastal}/folders/${b.body.id}`);
    expect(read.body.path.map((p: { name: string }) => p.name)).toEqual([
      "Company files",
      "Claims",
      "2026",
    ]);
  });

  it("uploads with type and size checks, versions by name, and reports who updated each version", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = (
      await uw.post(`/api/companies/${coastal}/folders`, {
        name: "Wordings 2026",
        parentId: rootFolderId,
      })
    ).body;
    const bad = await upload(uw, folder.id, "run.sh", "application/x-sh", Buffer.from("#!/bin/sh"));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ file: ["Invalid file type"] });
    const renamed = await upload(
      uw,
      folder.id,
      "run.pdf",
      "application/pdf",
      Buffer.from("#!/bin/sh"),
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ file: ["The file's content does not match its type"] });
    // The size rule (20 MB, MAX_FILE_MB) on the service's check: a 20 MB request is too slow here.
    expect(() =>
      checkUpload({ mimeType: "application/pdf", data: Buffer.alloc(20 * 1024 * 1024 + 1) }),
    ).toThrow(
      expect.objectContaining({
        details: { errors: { file: ["File size must be less than 20 MB"] } },
      }),
    );
    expect(checkUpload({ mimeType: "Application/PDF; charset=x", data: pdf("ok") })).toBe(
      "application/pdf",
    );

    const v1 = await upload(uw, folder.id, "PI wording.pdf", "application/pdf", pdf("one"));
    expect(v1.status).toBe(201);
    expect(v1.body).toMatchObject({
      versionNumber: 1,
      visibility: 1,
      locked: false,
      protected: false,
    });
    const v2 = await upload(uw, folder.id, "PI wording.pdf", "application/pdf", pdf("two"));
    expect(v2.body).toMatchObject({ id: v1.body.id, versionNumber: 2 });
    const file = await uw.get(`/api/companies/${coastal}/folder-files/${v1.body.id}`);
    expect(file.body.versions.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([
      2, 1,
    ]);
    expect(file.body.versions[0].updatedBy).toBe("Uma Underwriter");
    const download = await uw.get(file.body.url);
    expect(download.body).toBe("%PDF-1.4 two");

    const listed = await uw.get(`/api/companies/${coastal}/folders/${folder.id}`);
    expect(listed.body.files.data.map((f: { name: string }) => f.name)).toEqual(["PI wording.pdf"]);
    expect(listed.body.files.meta).toMatchObject({ total: 1 });
  });

  it("refuses to delete, rename or replace a locked or protected file, and a folder holding one", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = (
      await uw.post(`/api/companies/${coastal}/folders`, { name: "Held", parentId: rootFolderId })
    ).body;
    const file = (await upload(uw, folder.id, "Held.pdf", "application/pdf", pdf("held"))).body;
    await patch(uw, `/api/companies/${coastal}/folder-files/${file.id}`, { protected: true });
    expect(
      (await uw.delete(`/api/companies/${coastal}/folder-files/${file.id}`)).body.message,
    ).toBe("Cannot delete this item because it is in use");
    expect((await uw.delete(`/api/companies/${coastal}/folders/${folder.id}`)).status).toBe(409);
    const replace = await upload(uw, folder.id, "Held.pdf", "application/pdf", pdf("again"));
    expect(replace.status).toBe(409);
    expect(replace.body.message).toBe("Cannot modify this item because it is in use");
    const rename = await patch(uw, `/api/companies/${coastal}/folder-files/${file.id}`, {
      name: "x.pdf",
    });
    expect(rename.status).toBe(409);

    await patch(uw, `/api/companies/${coastal}/folder-files/${file.id}`, {
      protected: false,
      locked: true,
    });
    expect((await uw.delete(`/api/companies/${coastal}/folder-files/${file.id}`)).status).toBe(409);
    await patch(uw, `/api/companies/${coastal}/folder-files/${file.id}`, { locked: false });
    expect((await uw.delete(`/api/companies/${coastal}/folder-files/${file.id}`)).status).toBe(204);

    await patch(uw, `/api/companies/${coastal}/folders/${folder.id}`, { locked: true });
    expect(
      (await patch(uw, `/api/companies/${coastal}/folders/${folder.id}`, { name: "Y" })).status,
    ).toBe(409);
    expect((await uw.delete(`/api/companies/${coastal}/folders/${folder.id}`)).status).toBe(409);
    await patch(uw, `/api/companies/${coastal}/folders/${folder.id}`, { locked: false });
    expect((await uw.delete(`/api/companies/${coastal}/folders/${folder.id}`)).status).toBe(204);
  });

  it("public folders and files are readable by anyone with the link; private ones need sign-in and membership", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = (
      await uw.post(`/api/companies/${coastal}/folders`, {
        name: "Brochures",
        parentId: rootFolderId,
      })
    ).body;
    const privateFile = (await upload(uw, folder.id, "internal.pdf", "application/pdf", pdf("in")))
      .body;
    const publicFile = (await upload(uw, folder.id, "brochure.pdf", "application/pdf", pdf("out")))
      .body;
    await patch(uw, `/api/companies/${coastal}/folder-files/${publicFile.id}`, { visibility: 2 });

    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/companies/${coastal}/folders/${folder.id}`)).status).toBe(
      401,
    );
    expect((await anonymous.get(privateFile.url)).status).toBe(401);
    expect((await anonymous.get(publicFile.url)).status).toBe(200);

    await patch(uw, `/api/companies/${coastal}/folders/${folder.id}`, { visibility: 2 });
    const open = await anonymous.get(`/api/companies/${coastal}/folders/${folder.id}`);
    expect(open.status).toBe(200);
    expect(open.body.files.data.map((f: { name: string }) => f.name)).toEqual(["brochure.pdf"]);

    const other = await market.signIn("underwriter2@demo.test");
    expect((await other.get(privateFile.url)).status).toBe(404);
    const outsider = await other.get(`/api/companies/${coastal}/folders/${folder.id}`);
    expect(outsider.body.files.data.map((f: { name: string }) => f.name)).toEqual(["brochure.pdf"]);
  });

  it("keeps every route to the company's own members (other companies get 404) and needs ManageDocuments to change", async () => {
    const { rootFolderId } = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const file = (await upload(uw, rootFolderId, "root.pdf", "application/pdf", pdf("r"))).body;
    const other = await market.signIn("underwriter2@demo.test");
    const base = `/api/companies/${coastal}`;
    for (const response of [
      await other.get(`${base}/directory`),
      await other.get(`${base}/directory/folder-options`),
      await other.post(`${base}/folders`, { name: "Intruder", parentId: rootFolderId }),
      await patch(other, `${base}/folders/${rootFolderId}`, { locked: false }),
      await other.delete(`${base}/folders/${rootFolderId}`),
      await other.request("POST", `${base}/folders/${rootFolderId}/files?name=x.pdf`, undefined, {
        rawBody: "%PDF-1.4 x",
        headers: { "content-type": "application/pdf" },
      }),
      await other.get(`${base}/folder-files/${file.id}`),
      await patch(other, `${base}/folder-files/${file.id}`, { name: "stolen.pdf" }),
      await other.delete(`${base}/folder-files/${file.id}`),
    ]) {
      expect(response.status).toBe(404);
    }
    // Summit's own folder id under Coastal's company id is not found either.
    const summitRoot = (await other.get(`/api/companies/${summit}/directory`)).body.rootFolderId;
    expect((await uw.get(`${base}/folders/${summitRoot}`)).status).toBe(404);
  });
});
