/**
 * Generated documents on the risk lifecycle: a quote issues the quotation and a bind the
 * schedule through the job queue; static PDFs are appended; a failing template is retried and
 * then reported; every party lists and downloads under its own company, nobody else.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  formatMoney,
  messages,
  type PremiumBreakdown,
  premiumLines,
  TransactionStatus,
} from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStatements } from "../../platform/db/statements.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { documentTemplates } from "../document-templates/tables.ts";
import { newRisk, riskMarket } from "../risks/fixtures.ts";
import { GENERATE_DOCUMENTS_JOB } from "./index.ts";
import { documentGenerations } from "./tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const hasPdftotext = spawnSync("pdftotext", ["-v"]).status === 0;
const dir = mkdtempSync(join(tmpdir(), "risk-documents-"));

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwUrl = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;
const templatesUrl = () => `/api/companies/${m.id.coastal}/document-templates`;

/** A download's bytes (the test client reads bodies as text). */
async function download(client: TestClient, url: string) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
  return { status: response.statusCode, headers: response.headers, data: response.rawPayload };
}

function pdfText(pdf: Buffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

async function quoted() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, {});
  expect(submitted.body.transactionStatus).toBe(TransactionStatus.Quoted);
  return submitted.body as {
    id: number;
    risks: { productId: number; transactions: { id: number; premium: unknown }[] }[];
  };
}

async function generation(riskId: number) {
  const [row] = await t.db
    .select()
    .from(documentGenerations)
    .where(eq(documentGenerations.riskPackageId, riskId));
  return row!;
}

/** Makes the queue's waiting retries due now (pg-boss waits 30 s and more between them). */
async function retriesDue() {
  await t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${GENERATE_DOCUMENTS_JOB} and state = 'retry'`,
  );
}

describe("documents on quote and bind", () => {
  let riskId: number;

  it("a quote queues the quotation; the job issues it; the broker downloads it with every premium line", async () => {
    const risk = await quoted();
    riskId = risk.id;
    const before = await m.broker.get(`${brokerUrl(riskId)}/documents`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      data: [],
      meta: { total: 0 },
      generation: { status: "generating", message: null, canRetry: false },
    });
    expect(before.body.issuedOn).toEqual(expect.arrayContaining(["quote", "bind"]));
    expect(await t.app.jobs.drain()).toBeGreaterThan(0);
    const list = await m.broker.get(`${brokerUrl(riskId)}/documents`);
    expect(list.body.generation.status).toBe("idle");
    expect(list.body.data).toHaveLength(1);
    const [doc] = list.body.data;
    expect(doc).toMatchObject({
      kind: "quotation",
      transactionId: risk.risks[0]!.transactions[0]!.id,
      url: `${brokerUrl(riskId)}/documents/${doc.id}/file`,
    });
    expect(doc.name).toMatch(/^Quotation letter /);
    const file = await download(m.broker, doc.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.data.subarray(0, 5).toString()).toBe("%PDF-");
    if (!hasPdftotext) return console.warn("pdftotext is not installed: text checks skipped");
    const text = pdfText(file.data, "quotation");
    expect(text).toContain("Kookaburra Engineering Pty Ltd");
    const lines = premiumLines(risk.risks[0]!.transactions[0]!.premium as PremiumBreakdown);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const row = text.split("\n").find((l) => l.includes(line.label));
      expect(row, line.label).toBeDefined();
      expect(row).toContain(formatMoney(line.amount));
    }
  });

  it("a bind issues the policy schedule; the underwriter sees both, newest first, a page at a time", async () => {
    const bound = await m.underwriter.post(`${uwUrl(riskId)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    await t.app.jobs.drain();
    const list = await m.underwriter.get(`${uwUrl(riskId)}/documents`);
    expect(list.body.data.map((d: { kind: string }) => d.kind)).toEqual(["policy", "quotation"]);
    expect(list.body.data[0].name).toMatch(/^PI policy schedule /);
    expect(list.body.data[0].url).toBe(`${uwUrl(riskId)}/documents/${list.body.data[0].id}/file`);
    const page = await m.underwriter.get(`${uwUrl(riskId)}/documents?perPage=1&page=2`);
    expect(page.body.meta).toMatchObject({ total: 2, page: 2, lastPage: 2 });
    expect(page.body.data[0].kind).toBe("quotation");
    const schedule = await download(m.underwriter, list.body.data[0].url);
    expect(schedule.status).toBe(200);
    if (hasPdftotext) expect(pdfText(schedule.data, "schedule")).toContain("Policy schedule for");
    // Nothing is regenerated silently: draining again issues nothing more.
    await t.app.jobs.drain();
    expect((await m.broker.get(`${brokerUrl(riskId)}/documents`)).body.meta.total).toBe(2);
  });

  it("other companies get 404 for the list, the file and the retry", async () => {
    const list = await m.broker.get(`${brokerUrl(riskId)}/documents`);
    const docId = list.body.data[0].id;
    const summit = `/api/companies/${m.id.summit}/risks/${riskId}/documents`;
    const southern = `/api/companies/${m.id.southerncross}/risks/${riskId}/documents`;
    expect((await m.underwriter2.get(summit)).status).toBe(404);
    expect((await m.underwriter2.get(`${summit}/${docId}/file`)).status).toBe(404);
    expect((await m.broker2.get(southern)).status).toBe(404);
    expect((await download(m.broker2, `${southern}/${docId}/file`)).status).toBe(404);
    expect((await m.underwriter2.post(`${summit}/regenerate`)).status).toBe(404);
    // A document of another package under a visible one is not found either.
    const other = await quoted();
    expect(
      (await download(m.broker, `${brokerUrl(other.id)}/documents/${docId}/file`)).status,
    ).toBe(404);
    // The broker side never regenerates.
    expect((await m.broker.post(`${brokerUrl(riskId)}/documents/regenerate`)).status).toBe(404);
    await t.app.jobs.drain();
  });

  it("each party reads the file through …/file-versions/{id} under its own company, nobody else", async () => {
    const list = await m.broker.get(`${brokerUrl(riskId)}/documents`);
    const { fileVersionId } = list.body.data[0];
    const under = (companyId: number) =>
      `/api/companies/${companyId}/file-versions/${fileVersionId}`;
    const owner = await download(m.underwriter, under(m.id.coastal));
    expect(owner.status).toBe(200);
    expect(owner.data.subarray(0, 5).toString()).toBe("%PDF-");
    // The broker that placed it, under its own company.
    const broker = await download(m.broker, under(m.id.harbourside));
    expect(broker.status).toBe(200);
    expect(broker.data.equals(owner.data)).toBe(true);
    // Another broker, another underwriter, or the right user under the wrong company: 404.
    expect((await download(m.broker2, under(m.id.southerncross))).status).toBe(404);
    expect((await download(m.underwriter2, under(m.id.summit))).status).toBe(404);
    expect((await download(m.broker, under(m.id.southerncross))).status).toBe(404);
    // Signed out: the same answer as for an id that does not exist (401).
    const anonymous = await t.app.inject({ method: "GET", url: under(m.id.harbourside) });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({ method: "GET", url: `${under(m.id.harbourside)}0000` });
    expect(missing.statusCode).toBe(401);
  });

  it("the list costs the same statements with more documents", async () => {
    const fresh = await quoted();
    const empty = await countStatements(() => m.broker.get(`${brokerUrl(fresh.id)}/documents`));
    const full = await countStatements(() => m.broker.get(`${brokerUrl(riskId)}/documents`));
    expect(full.result.body.data).toHaveLength(2);
    expect(full.statements.length).toBe(empty.statements.length);
    expect(full.statements.length).toBeLessThanOrEqual(5);
    await t.app.jobs.drain();
  });
});

describe("additional documents and failures", () => {
  let productId: number;
  let quotationId: number;
  let scheduleId: number;

  beforeAll(async () => {
    const list = await m.underwriter.get(`${templatesUrl()}?perPage=100`);
    const byName = (name: string) =>
      list.body.data.find((d: { name: string }) => d.name === name).id;
    quotationId = byName("Quotation letter");
    scheduleId = byName("PI policy schedule");
    const risk = await quoted();
    productId = risk.risks[0]!.productId;
    await t.app.jobs.drain();
  });

  const link = (quote: number[], bind: number[]) =>
    m.underwriter.put(`/api/companies/${m.id.coastal}/products/${productId}/document-templates`, {
      links: [
        { event: "quote", templateIds: quote },
        { event: "bind", templateIds: bind },
      ],
    });

  it("appends the template's static PDFs (the policy wording) to the generated schedule", async () => {
    const wording = await PDFDocument.create();
    const font = await wording.embedFont(StandardFonts.Helvetica);
    for (const line of ["Policy wording section 1", "Policy wording section 2"]) {
      wording.addPage().drawText(line, { x: 50, y: 700, size: 14, font });
    }
    const cookie = [...m.underwriter.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/companies/${m.id.coastal}/files?name=${encodeURIComponent("PI wording.pdf")}`,
      headers: {
        cookie,
        "content-type": "application/pdf",
        "x-xsrf-token": m.underwriter.cookies.get("XSRF-TOKEN") ?? "",
      },
      payload: Buffer.from(await wording.save()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const withWording = await m.underwriter.post(templatesUrl(), {
      name: "PI schedule and wording",
      type: "single",
      content: "<h1>Schedule</h1><p>{{ insured.name }}, policy {{ policy.policyNumber }}</p>",
      additionalFileVersionIds: [JSON.parse(uploaded.body).id],
    });
    expect(withWording.status, JSON.stringify(withWording.body)).toBe(201);
    const wordingFile = { id: JSON.parse(uploaded.body).id, name: "PI wording.pdf" };
    expect(withWording.body.additionalFiles).toEqual([
      { ...wordingFile, mimeType: "application/pdf" },
    ]);
    const read = await m.underwriter.get(`${templatesUrl()}/${withWording.body.id}`);
    expect(read.body.additionalFiles).toEqual(withWording.body.additionalFiles);
    // A file version that is not the company's (or not a PDF) is refused beside the field.
    const foreign = await m.underwriter.post(templatesUrl(), {
      name: "Wording from nowhere",
      type: "single",
      content: "<p>{{ insured.name }}</p>",
      additionalFileVersionIds: [wordingFile.id + 100_000],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.additionalFileVersionIds).toBeDefined();
    expect((await link([quotationId], [withWording.body.id])).status).toBe(200);
    const risk = await quoted();
    await m.underwriter.post(`${uwUrl(risk.id)}/bind`, { declaration: true });
    await t.app.jobs.drain();
    const list = await m.underwriter.get(`${uwUrl(risk.id)}/documents`);
    const schedule = list.body.data.find((d: { kind: string }) => d.kind === "policy");
    expect(schedule.name).toMatch(/^PI schedule and wording /);
    const file = await download(m.underwriter, schedule.url);
    const pdf = await PDFDocument.load(file.data);
    expect(pdf.getPageCount()).toBe(3);
    if (hasPdftotext) {
      const text = pdfText(file.data, "wording");
      expect(text).toContain("Kookaburra Engineering Pty Ltd");
      expect(text).toContain("Policy wording section 2");
    }
  });

  it("a failing template is retried, then reported; the underwriter generates it again once fixed", async () => {
    const broken = await m.underwriter.post(templatesUrl(), {
      name: "Fragile quotation",
      type: "single",
      content: "<p>{{ insured.name }}</p>",
    });
    expect(broken.status).toBe(201);
    expect((await link([broken.body.id], [scheduleId])).status).toBe(200);
    // Saved templates are checked; a template broken since (an older data model) fails at render.
    await t.db
      .update(documentTemplates)
      .set({ content: "<p>{% if %}</p>" })
      .where(eq(documentTemplates.id, broken.body.id));
    const risk = await quoted();
    await t.app.jobs.drain();
    let row = await generation(risk.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.error).toBeTruthy();
    expect((await m.broker.get(`${brokerUrl(risk.id)}/documents`)).body.generation.status).toBe(
      "generating",
    );
    for (let retry = 0; retry < 3; retry++) {
      await retriesDue();
      await t.app.jobs.drain();
    }
    row = await generation(risk.id);
    expect(row).toMatchObject({ status: "failed", attempts: 4 });
    const brokerSees = await m.broker.get(`${brokerUrl(risk.id)}/documents`);
    expect(brokerSees.body).toMatchObject({
      data: [],
      generation: { status: "failed", message: messages.documentsFailed, canRetry: false },
    });
    const uwSees = await m.underwriter.get(`${uwUrl(risk.id)}/documents`);
    expect(uwSees.body.generation).toEqual({
      status: "failed",
      message: "Unable to generate documents automatically. Please contact the underwriting team",
      canRetry: true,
    });

    await t.db
      .update(documentTemplates)
      .set({ content: "<p>Quotation for {{ insured.name }}</p>" })
      .where(eq(documentTemplates.id, broken.body.id));
    const again = await m.underwriter.post(`${uwUrl(risk.id)}/documents/regenerate`);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ status: "generating", message: null, canRetry: false });
    const twice = await m.underwriter.post(`${uwUrl(risk.id)}/documents/regenerate`);
    expect(twice.status).toBe(409);
    await t.app.jobs.drain();
    const fixed = await m.broker.get(`${brokerUrl(risk.id)}/documents`);
    expect(fixed.body.generation.status).toBe("idle");
    expect(fixed.body.data.map((d: { name: string }) => d.name)).toEqual([
      expect.stringMatching(/^Fragile quotation /),
    ]);
    const [done] = await t.db
      .select()
      .from(documentGenerations)
      .where(
        and(eq(documentGenerations.riskPackageId, risk.id), eq(documentGenerations.status, "done")),
      );
    expect(done).toMatchObject({ attempts: 1, error: null });
  });

  it("one template on quote and on bind issues two files, the second named with its event", async () => {
    expect((await link([quotationId], [quotationId])).status).toBe(200);
    const risk = await quoted();
    await t.app.jobs.drain();
    await m.underwriter.post(`${uwUrl(risk.id)}/bind`, { declaration: true });
    await t.app.jobs.drain();
    const list = await m.underwriter.get(`${uwUrl(risk.id)}/documents`);
    const names = (list.body.data as { name: string }[]).map((d) => d.name).sort();
    expect(names).toEqual([
      expect.stringMatching(/^Quotation letter .* T\d+ bind\.pdf$/),
      expect.stringMatching(/^Quotation letter .* T\d+\.pdf$/),
    ]);
    expect(list.body.generation?.status).not.toBe("failed");
  });

  it("a product linking no template says it issues nothing on quote, rather than 'once quoted'", async () => {
    expect((await link([], [scheduleId])).status).toBe(200);
    const bindOnly = await quoted();
    await t.app.jobs.drain();
    const list = await m.broker.get(`${brokerUrl(bindOnly.id)}/documents`);
    expect(list.body).toMatchObject({ data: [], issuedOn: ["bind"] });
    expect((await link([], [])).status).toBe(200);
    const none = await m.broker.get(`${brokerUrl(bindOnly.id)}/documents`);
    expect(none.body).toMatchObject({ data: [], issuedOn: [] });
    expect((await link([quotationId], [scheduleId])).status).toBe(200);
  });

  it("a risk never quoted has nothing to generate (409)", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId),
    );
    const none = await m.underwriter.post(`${uwUrl(created.body.id)}/documents/regenerate`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("Documents are generated once the risk is quoted");
    expect((await link([quotationId], [scheduleId])).status).toBe(200);
  });
});
