/** Documents on claims: every party that sees the claim uploads, lists and downloads; others 404. */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import type { TestClient } from "../../test/client.ts";
import { todayIn } from "../rating/index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;
let claimId: number;
let otherClaimId: number;
const today = todayIn("Australia/Sydney");
const claimUrl = (companyId: number, id = claimId) => `/api/companies/${companyId}/claims/${id}`;
const query = async (statement: SQL) =>
  ((await t.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);
const upload = (
  client: TestClient,
  companyId: number,
  name: string,
  body: Buffer,
  type = "application/pdf",
  id = claimId,
) =>
  client.request(
    "POST",
    `${claimUrl(companyId, id)}/documents?name=${encodeURIComponent(name)}`,
    undefined,
    { rawBody: body as unknown as string, headers: { "content-type": type } },
  );

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
  const policy = await m.boundPolicy();
  const notify = (body: Record<string, unknown>) =>
    m.broker.post(`/api/companies/${m.id.harbourside}/risks/${policy.id}/claims`, {
      dateOfLoss: today,
      estimate: "1000",
      ...body,
    });
  claimId = (await notify({ description: "Flooded basement" })).body.id;
  otherClaimId = (await notify({ description: "Another loss" })).body.id;
  await m.broker.put(`/api/companies/${m.id.harbourside}/risks/${policy.id}/client`, {
    clientCompanyId: m.id.kookaburra,
  });
  const appointed = await m.underwriter.post(`${claimUrl(m.id.coastal)}/legal`, {
    legalCompanyId: m.id.bankshale,
  });
  expect(appointed.status).toBe(200);
});
afterAll(() => t.close());

describe("documents on a claim", () => {
  it("broker, client, underwriter and the appointed firm add, list and download them", async () => {
    const empty = await m.underwriter.get(`${claimUrl(m.id.coastal)}/documents`);
    expect(empty.body).toEqual({ data: [], meta: expect.objectContaining({ total: 0 }) });
    const view = await m.broker.get(claimUrl(m.id.harbourside));
    expect(view.body.can.upload).toBe(true);

    const first = await upload(m.broker, m.id.harbourside, "Loss report.pdf", pdf("report"));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      name: "Loss report.pdf",
      mimeType: "application/pdf",
      versionNumber: 1,
      uploadedBy: expect.any(String),
      url: `${claimUrl(m.id.harbourside)}/documents/${first.body.id}/file`,
    });
    const parties: [TestClient, number, string][] = [
      [m.client, m.id.kookaburra, "Photos.png"],
      [m.underwriter, m.id.coastal, "Assessor.pdf"],
      [m.legal, m.id.bankshale, "Advice.docx"],
    ];
    for (const [client, companyId, name] of parties) {
      const type = name.endsWith(".png")
        ? "image/png"
        : name.endsWith(".docx")
          ? "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          : "application/pdf";
      // Each file's bytes are of its type: the upload checks them (files/content-check.ts).
      const magic =
        type === "image/png" ? "\x89PNG\r\n\x1a\n" : type.includes("word") ? "PK\x03\x04" : "";
      const bytes = magic ? Buffer.concat([Buffer.from(magic, "latin1"), pdf(name)]) : pdf(name);
      const added = await upload(client, companyId, name, bytes, type);
      expect(added.status, `${name}: ${JSON.stringify(added.body)}`).toBe(201);
    }
    // The firm's document starts unshared: the broker and the insured do not see it.
    const everyone = ["Advice.docx", "Assessor.pdf", "Photos.png", "Loss report.pdf"];
    for (const [client, companyId] of [...parties, [m.broker, m.id.harbourside] as const]) {
      const list = await client.get(`${claimUrl(companyId)}/documents?perPage=10`);
      expect(list.status).toBe(200);
      const reads = client === m.underwriter || client === m.legal;
      const names = reads ? everyone : everyone.slice(1);
      expect(list.body.meta.total).toBe(names.length);
      expect(list.body.data.map((d: { name: string }) => d.name)).toEqual(names);
      const file = await client.get(`${claimUrl(companyId)}/documents/${first.body.id}/file`);
      expect(file.status).toBe(200);
      expect(file.body).toBe("%PDF-1.4 report");
      expect(file.headers["content-disposition"]).toContain("Loss%20report.pdf");
    }

    const again = await upload(m.underwriter, m.id.coastal, "Loss report.pdf", pdf("v2"));
    expect(again.body).toMatchObject({ id: first.body.id, versionNumber: 2 });
    const latest = await m.client.get(
      `${claimUrl(m.id.kookaburra)}/documents/${first.body.id}/file`,
    );
    expect(latest.body).toBe("%PDF-1.4 v2");

    const timeline = await m.broker.get(`${claimUrl(m.id.harbourside)}/timeline?perPage=20`);
    const said = timeline.body.data.map((e: { description: string }) => e.description);
    expect(said).toContain("Document added: Loss report.pdf");
    expect(said).toContain("New version of Loss report.pdf (version 2)");
    const told = await m.underwriter.get(`/api/user/notifications?companyId=${m.id.coastal}`);
    expect(JSON.stringify(told.body)).toContain("document added: Loss report.pdf");
  });

  it("keeps the files in the underwriter's locked Claims folder of the policy's directory", async () => {
    const rows = await query(
      sql`select f.name, f.locked, d.company_id as company from claims c
         join folders f on f.id = c.folder_id join directories d on d.id = f.directory_id
        where c.id = ${claimId}`,
    );
    expect(rows).toEqual([
      { name: expect.stringMatching(/^CLM-\d{6}$/), locked: true, company: m.id.coastal },
    ]);
  });

  it("refuses a wrong type, an empty file or no name with the spec's messages", async () => {
    const script = await upload(m.broker, m.id.harbourside, "run.sh", Buffer.from("#!"), "x/sh");
    expect(script.status).toBe(422);
    expect(script.body.errors.file).toEqual(["Invalid file type"]);
    const empty = await upload(m.broker, m.id.harbourside, "empty.pdf", Buffer.alloc(0));
    expect(empty.status).toBe(422);
    // The size limit is `checkUpload`'s (files/folders.test.ts); the route calls it first.
    const unnamed = await m.broker.request(
      "POST",
      `${claimUrl(m.id.harbourside)}/documents?name=%20`,
      undefined,
      { rawBody: pdf("x") as unknown as string, headers: { "content-type": "application/pdf" } },
    );
    expect(unnamed.status).toBe(422);
  });

  it("another broker, another legal firm and another claim's route find nothing (404)", async () => {
    const list = await m.underwriter.get(`${claimUrl(m.id.coastal)}/documents`);
    const fileId = list.body.data[0].id as number;
    const strangers: [TestClient, number][] = [
      [m.broker2, m.id.southerncross],
      [m.otherLegal, m.id.otherlegal],
    ];
    for (const [client, companyId] of strangers) {
      expect((await client.get(`${claimUrl(companyId)}/documents`)).status).toBe(404);
      expect((await client.get(`${claimUrl(companyId)}/documents/${fileId}/file`)).status).toBe(
        404,
      );
      expect((await upload(client, companyId, "x.pdf", pdf("x"))).status).toBe(404);
    }
    // A file of this claim asked for through the broker's other claim.
    const wrongClaim = await m.broker.get(
      `${claimUrl(m.id.harbourside, otherClaimId)}/documents/${fileId}/file`,
    );
    expect(wrongClaim.status).toBe(404);
    // The underwriter's file versions stay its own: the broker cannot read them directly.
    const [version] = await query(sql`select id from file_versions where file_id = ${fileId}`);
    const versionId = version!.id as number;
    const direct = await m.broker.get(`/api/companies/${m.id.coastal}/file-versions/${versionId}`);
    expect(direct.status).toBe(404);
  });

  it("the firm's and the underwriter's internal documents stay between them until shared", async () => {
    const docs = async (client: TestClient, companyId: number) =>
      (await client.get(`${claimUrl(companyId)}/documents?perPage=20`)).body.data as {
        id: number;
        name: string;
        shared: boolean;
        can: { share: boolean };
      }[];
    const all = await docs(m.underwriter, m.id.coastal);
    const advice = all.find((d) => d.name === "Advice.docx")!;
    const assessor = all.find((d) => d.name === "Assessor.pdf")!;
    expect(advice).toMatchObject({ shared: false, can: { share: true } });
    expect(assessor).toMatchObject({ shared: true });
    const hidden = `${claimUrl(m.id.kookaburra)}/documents/${advice.id}/file`;
    expect((await m.client.get(hidden)).status).toBe(404);
    expect(
      (await m.broker.get(`${claimUrl(m.id.harbourside)}/documents/${advice.id}/file`)).status,
    ).toBe(404);
    const brokerTold = await m.broker.get(`/api/user/notifications?companyId=${m.id.harbourside}`);
    expect(JSON.stringify(brokerTold.body)).not.toContain("Advice.docx");
    const brokerSees = await docs(m.broker, m.id.harbourside);
    expect(brokerSees.every((d) => !d.can.share)).toBe(true);

    // The broker cannot share; for the insured a hidden document does not exist.
    const share = (client: TestClient, companyId: number, id: number, shared: boolean) =>
      client.put(`${claimUrl(companyId)}/documents/${id}/shared`, { shared });
    expect((await share(m.broker, m.id.harbourside, assessor.id, false)).status).toBe(403);
    expect((await share(m.client, m.id.kookaburra, advice.id, true)).status).toBe(404);

    // The underwriter keeps its assessor's report internal; the firm shares its advice.
    expect((await share(m.underwriter, m.id.coastal, assessor.id, false)).body).toEqual({
      id: assessor.id,
      shared: false,
    });
    expect((await share(m.legal, m.id.bankshale, advice.id, true)).status).toBe(200);
    const clientNames = (await docs(m.client, m.id.kookaburra)).map((d) => d.name);
    expect(clientNames).toContain("Advice.docx");
    expect(clientNames).not.toContain("Assessor.pdf");
    expect(
      (await m.client.get(`${claimUrl(m.id.kookaburra)}/documents/${assessor.id}/file`)).status,
    ).toBe(404);
    const timeline = await m.client.get(`${claimUrl(m.id.kookaburra)}/timeline?perPage=50`);
    const said = JSON.stringify(timeline.body.data);
    expect(said).not.toContain("Assessor.pdf");
    expect(said).toContain("Document shared: Advice.docx");
    const underwriterNames = (await docs(m.underwriter, m.id.coastal)).map((d) => d.name);
    expect(underwriterNames).toContain("Assessor.pdf");
  });
});
