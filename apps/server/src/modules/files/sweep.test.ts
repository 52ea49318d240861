import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "../../platform/storage/local.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { sweepOrphanFiles } from "./sweep.ts";
import { fileVersions } from "./tables.ts";

let t: TestApp;
let coastal: number;
let uw: TestClient;

// A 1×1 transparent PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const raw = (client: TestClient, url: string, type: string, body: Buffer) =>
  client.request("POST", url, undefined, {
    rawBody: body as unknown as string,
    headers: { "content-type": type },
  });
const loose = async (name: string) =>
  (await raw(uw, `/api/companies/${coastal}/files?name=${name}`, "image/png", png)).body as {
    id: number;
  };
const keyOf = async (id: number) =>
  (await t.db.select().from(fileVersions).where(eq(fileVersions.id, id)))[0]?.storageKey ?? null;
const storage = () => localStorage(join(t.config.dataDir, "files"));
const exists = async (key: string) =>
  storage()
    .get(key)
    .then(() => true)
    .catch(() => false);
const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const market = await demoMarket(t);
  coastal = await market.companyId("coastal");
  uw = await market.signIn("underwriter@demo.test");
});
afterAll(() => t.close());

describe("orphan file sweep", () => {
  it("removes unreferenced loose uploads after a day and keeps what something refers to", async () => {
    const logo = await loose("logo.png");
    const replaced = await loose("old-logo.png");
    const attachment = await loose("attachment.png");
    const abandoned = await loose("abandoned.png");
    // The logo is set, then replaced: the old one is referred to by nothing.
    expect(
      (
        await uw.put(`/api/companies/${coastal}`, {
          appearance: { logoFileVersionId: replaced.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (await uw.put(`/api/companies/${coastal}`, { appearance: { logoFileVersionId: logo.id } }))
        .status,
    ).toBe(200);
    const template = await uw.post(`/api/companies/${coastal}/email-templates`, {
      name: "With attachment",
      subject: "Your quote",
      recipients: [{ role: "broker" }],
      content: "<p>Hello</p>",
      attachFileVersionIds: [attachment.id],
    });
    expect(template.status).toBe(201);
    const directory = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = directory.folders.find((f: { name: string }) => f.name === "Templates");
    const inFolder = await raw(
      uw,
      `/api/companies/${coastal}/folders/${folder.id}/files?name=kept.png`,
      "image/png",
      png,
    );
    expect(inFolder.status).toBe(201);
    const replacedKey = (await keyOf(replaced.id))!;

    // Within the grace nothing goes.
    expect(await sweepOrphanFiles({ db: t.db, storage: storage() })).toEqual({
      versions: 0,
      blobs: 0,
    });

    const swept = await sweepOrphanFiles({ db: t.db, storage: storage() }, days(2));
    expect(swept.versions).toBe(2);
    expect(swept.blobs).toBeGreaterThanOrEqual(2);
    expect(await keyOf(replaced.id)).toBeNull();
    expect(await keyOf(abandoned.id)).toBeNull();
    expect(await exists(replacedKey)).toBe(false);
    for (const kept of [logo.id, attachment.id, inFolder.body.currentVersionId]) {
      const key = await keyOf(kept);
      expect(key, `version ${kept}`).not.toBeNull();
      expect(await exists(key!)).toBe(true);
    }
    expect((await uw.get(`/api/companies/${coastal}/file-versions/${logo.id}`)).status).toBe(200);
    expect((await uw.get(`/api/companies/${coastal}/file-versions/${replaced.id}`)).status).toBe(
      404,
    );
  });

  it("removes the blobs of deleted files and of rolled-back uploads, once past the grace", async () => {
    const directory = (await uw.get(`/api/companies/${coastal}/directory`)).body;
    const folder = directory.folders.find((f: { name: string }) => f.name === "Policy wordings");
    const uploaded = await raw(
      uw,
      `/api/companies/${coastal}/folders/${folder.id}/files?name=gone.png`,
      "image/png",
      png,
    );
    const key = (await keyOf(uploaded.body.currentVersionId))!;
    expect(
      (await uw.delete(`/api/companies/${coastal}/folder-files/${uploaded.body.id}`)).status,
    ).toBe(204);
    const stray = await storage().put(Buffer.from("bytes a rolled-back upload left"));

    // A blob younger than the grace may belong to an upload still in flight.
    expect((await sweepOrphanFiles({ db: t.db, storage: storage() })).blobs).toBe(0);
    expect(await exists(stray.key)).toBe(true);

    const swept = await sweepOrphanFiles({ db: t.db, storage: storage() }, days(1));
    expect(swept.blobs).toBe(2);
    expect(await exists(key)).toBe(false);
    expect(await exists(stray.key)).toBe(false);
  });
});
