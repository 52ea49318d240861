/**
 * Bounded template rendering (docs/decisions.md, "Bounded template rendering"): a template that
 * writes 50 MB, or loops for seconds, is refused at save and at preview with its message and
 * fails its generation at bind with the spec's message, while the server answers every other
 * request: rendering runs in worker threads, outside any transaction.
 */
import { documentMessages, messages, TransactionStatus } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { documentTemplates } from "../document-templates/tables.ts";
import { GENERATE_DOCUMENTS_JOB } from "../documents/index.ts";
import { documentGenerations } from "../documents/tables.ts";
import { newRisk, riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let healthUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  healthUrl = `${address}/api/health`;
});
afterAll(() => t.close());

/** 1,000,000 times 50 characters: 50 MB of output. */
const fiftyMegabytes = `<p>{% for i in (1..1000000) %}${"0123456789".repeat(5)}{% endfor %}</p>`;
/** Writes nothing but loops for seconds, until LiquidJS's render limit stops it. */
const endless = "<p>{% for i in (1..5000000) %}{% if i == 0 %}x{% endif %}{% endfor %}</p>";
const tooLarge = documentMessages.renderedTooLarge;

const coastal = () => `/api/companies/${m.id.coastal}`;
const brokerRisks = () => `/api/companies/${m.id.harbourside}/risks`;

/**
 * Calls /api/health over HTTP every 100 ms until stopped; each answer's delay counts from when
 * its call was due, so a blocked event loop shows whether it held the timer or the answer.
 */
function pingHealth() {
  const delays: number[] = [];
  const statuses: number[] = [];
  const started = performance.now();
  let stopped = false;
  const loop = (async () => {
    for (let n = 0; !stopped; n++) {
      const due = started + n * 100;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch(healthUrl);
      await response.arrayBuffer();
      statuses.push(response.status);
      delays.push(performance.now() - Math.max(due, started));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { delays, statuses };
  };
}

async function quoted() {
  const created = await m.broker.post(brokerRisks(), newRisk(m.packageId));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${brokerRisks()}/${created.body.id}/submit`, {});
  expect(submitted.body.transactionStatus).toBe(TransactionStatus.Quoted);
  return submitted.body as { id: number; risks: { productId: number }[] };
}

async function bindGeneration(riskPackageId: number) {
  const [row] = await t.db
    .select()
    .from(documentGenerations)
    .where(
      and(
        eq(documentGenerations.riskPackageId, riskPackageId),
        eq(documentGenerations.event, "bind"),
      ),
    );
  return row!;
}

/** A document template saved valid, then changed (an older data model) to write 50 MB. */
async function brokenTemplate(name: string, content = fiftyMegabytes) {
  const saved = await m.underwriter.post(`${coastal()}/document-templates`, {
    name,
    type: "single",
    content: "<p>{{ insured.name }}</p>",
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  await t.db
    .update(documentTemplates)
    .set({ content })
    .where(eq(documentTemplates.id, saved.body.id));
  return saved.body.id as number;
}

describe("bounded template rendering", () => {
  // A render on the server's thread would hold it for the whole render (liquid's 2 s limit, longer
  // for 50 MB); a second's margin leaves room for a loaded 2-core machine's scheduling.
  it("renders templates writing 50 MB or looping for seconds while /api/health answers every 100 ms within a second", async () => {
    const savedId = await brokenTemplate("Endless letter");
    // The routes' first answers (schemas compiled, threads started) are not what is measured.
    await Promise.all([
      m.underwriter.post(`${coastal()}/document-templates/preview`, { content: "<p>Warm</p>" }),
      m.underwriter.post(`${coastal()}/document-templates/preview`, { content: "{{ nope }}" }),
      m.underwriter.post(`${coastal()}/email-templates/preview`, {
        subject: "Hi",
        content: "<p>Warm</p>",
      }),
    ]);
    const stop = pingHealth();
    const [preview, slow, savedPreview, email] = await Promise.all([
      m.underwriter.post(`${coastal()}/document-templates/preview`, { content: fiftyMegabytes }),
      m.underwriter.post(`${coastal()}/document-templates/preview`, { content: endless }),
      m.underwriter.get(`${coastal()}/document-templates/${savedId}/preview?sample=pi`),
      m.underwriter.post(`${coastal()}/email-templates/preview`, {
        subject: "Policy {{ policy.reference }}",
        content: fiftyMegabytes,
      }),
    ]);
    // Another second of answers after the renders, for a thread still busy.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { delays, statuses } = await stop();

    expect(statuses.length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(Math.max(...delays), JSON.stringify(delays.map(Math.round))).toBeLessThan(1_000);

    expect(preview.status).toBe(422);
    expect(preview.body.errors.content).toEqual([
      expect.stringMatching(new RegExp(`^Line 1, column \\d+: ${tooLarge}$`)),
    ]);
    expect(slow.status).toBe(422);
    expect(slow.body.errors.content).toEqual([
      expect.stringMatching(/^Line 1, column \d+: Template render limit exceeded$/),
    ]);
    // A saved template is rendered as it is (no check against the sample first).
    expect(savedPreview.status).toBe(422);
    expect(savedPreview.body.errors).toEqual({ content: [tooLarge] });
    expect(email.status).toBe(422);
    expect(email.body.errors.content).toEqual([
      expect.stringMatching(new RegExp(`^Line 1, column \\d+: ${tooLarge}$`)),
    ]);
  });

  it("fails the generation at bind at once, with the spec's message, when a template writes 50 MB", async () => {
    const templateId = await brokenTemplate("Endless schedule");
    const risk = await quoted();
    await t.app.jobs.drain();
    const linked = await m.underwriter.put(
      `${coastal()}/products/${risk.risks[0]!.productId}/document-templates`,
      { links: [{ event: "bind", templateIds: [templateId] }] },
    );
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const bound = await m.underwriter.post(`${coastal()}/risks/${risk.id}/bind`, {
      declaration: true,
    });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    await t.app.jobs.drain();

    // Failed at once (it would be refused again): no retry is queued.
    expect(await bindGeneration(risk.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      error: tooLarge,
    });
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${GENERATE_DOCUMENTS_JOB} and state = 'retry'`,
    );
    await t.app.jobs.drain();
    expect((await bindGeneration(risk.id)).attempts).toBe(1);
    const page = await m.underwriter.get(`${coastal()}/risks/${risk.id}/documents`);
    expect(page.body.data.filter((d: { kind: string }) => d.kind === "policy")).toEqual([]);
    expect(page.body.generation).toEqual({
      status: "failed",
      message: messages.documentsFailed,
      canRetry: true,
    });
  });

  it("answers a saved template's preview that loops for seconds with 422 and its message", async () => {
    const id = await brokenTemplate("Slow letter", endless);
    const preview = await m.underwriter.get(`${coastal()}/document-templates/${id}/preview`);
    expect(preview.status).toBe(422);
    expect(preview.body.errors).toEqual({ content: [documentMessages.renderTooSlow] });
  });

  it("refuses a document or email template that writes too much at save (422)", async () => {
    const document = await m.underwriter.post(`${coastal()}/document-templates`, {
      name: "Too long",
      type: "single",
      content: fiftyMegabytes,
    });
    expect(document.status).toBe(422);
    expect(document.body.errors).toEqual({
      content: [expect.stringMatching(new RegExp(`^Line 1, column \\d+: ${tooLarge}$`))],
    });
    const email = await m.underwriter.post(`${coastal()}/email-templates`, {
      name: "Too long",
      subject: "{% for i in (1..100000) %}Subject line{% endfor %}",
      recipients: [{ role: "broker" }],
      content: fiftyMegabytes,
    });
    expect(email.status).toBe(422);
    expect(Object.keys(email.body.errors).sort()).toEqual(["content", "subject"]);
    expect(email.body.errors.subject[0]).toMatch(new RegExp(`${tooLarge}$`));
    // Nothing was saved.
    const list = await m.underwriter.get(`${coastal()}/document-templates?search=Too%20long`);
    expect(list.body.meta.total).toBe(0);
  });

  it("still previews a long document whose words and paragraphs pdfmake would lay out slowly", async () => {
    const started = performance.now();
    const response = await m.underwriter.post(`${coastal()}/document-templates/preview`, {
      content: [
        // One 100,000-character word and one 250,000-character paragraph.
        `<p>{% for i in (1..20000) %}abcde{% endfor %}</p>`,
        `<p>{% for i in (1..50000) %}abcd {% endfor %}</p>`,
        // Elements nested 6,000 deep.
        `{% for i in (1..2000) %}<blockquote><ul><li>x{% endfor %}`,
      ].join("\n"),
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    expect(String(response.body).startsWith("%PDF-")).toBe(true);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
