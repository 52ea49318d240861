/**
 * Emails a product sends on its triggers: which template goes on which trigger, to whom, with
 * which files; a failed delivery is retried by the queue and shown on the risk; another
 * company sees neither the emails nor the links.
 */
import { TransactionStatus } from "@platform/domain";
import { validateTemplate } from "@platform/domain/documents/liquid";
import { desc, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../platform/mail/tables.ts";
import { demoEmailTemplates } from "../../seed/demo-emails.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { daysFrom, newRisk, piAnswers, riskMarket } from "../risks/fixtures.ts";
import { DELIVER_EMAIL_JOB, DELIVERY_RETRIES } from "./index.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let productId: number;
let quoteTemplateId: number;
let bindTemplateId: number;
let wordingId: number;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const coastal = () => `/api/companies/${m.id.coastal}`;
const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwUrl = (id: number) => `${coastal()}/risks/${id}`;
const linksUrl = () => `${coastal()}/products/${productId}/email-templates`;

async function quoted() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, {});
  expect(submitted.body.transactionStatus).toBe(TransactionStatus.Quoted);
  return submitted.body as { id: number; reference: string; risks: { productId: number }[] };
}

async function uploadWording() {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const cookie = [...m.underwriter.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const uploaded = await t.app.inject({
    method: "POST",
    url: `${coastal()}/files?name=${encodeURIComponent("Key facts.pdf")}`,
    headers: {
      cookie,
      "content-type": "application/pdf",
      "x-xsrf-token": m.underwriter.cookies.get("XSRF-TOKEN") ?? "",
    },
    payload: Buffer.from(await pdf.save()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return JSON.parse(uploaded.body).id as number;
}

const outboxFor = (address: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.recipient} like ${`%${address}%`}`)
    .orderBy(desc(outboxMessages.id));

/** Makes the delivery's waiting retries due now (the queue waits 30 s and more between them). */
const retriesDue = () =>
  t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${DELIVER_EMAIL_JOB} and state = 'retry'`,
  );

describe("the product's email templates on its triggers", () => {
  beforeAll(async () => {
    const risk = await quoted();
    productId = risk.risks[0]!.productId;
    await t.app.jobs.drain();
    wordingId = await uploadWording();
    const docs = await m.underwriter.get(`${coastal()}/document-templates?perPage=100`);
    const docId = (name: string) =>
      docs.body.data.find((d: { name: string }) => d.name === name).id as number;
    const quote = await m.underwriter.post(`${coastal()}/email-templates`, {
      name: "Quote to broker",
      subject: "Quotation {{ policy.reference }} for {{ insured.name }}",
      recipients: [{ role: "broker" }],
      cc: [{ role: "insured" }],
      bcc: [{ email: "records@coastal.example" }],
      content: "<p>Dear {{ broker.contactName }},</p><p>Please find the quotation attached.</p>",
      attachDocumentTemplateIds: [docId("Quotation letter")],
      attachFileVersionIds: [wordingId],
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    quoteTemplateId = quote.body.id;
    const bind = await m.underwriter.post(`${coastal()}/email-templates`, {
      name: "Bound to broker and insured",
      subject: "Policy {{ policy.policyNumber }} is bound",
      recipients: [{ role: "broker" }, { role: "insured" }],
      content: "<p>Your policy is bound.</p>",
      attachDocumentTemplateIds: [docId("PI policy schedule")],
    });
    expect(bind.status, JSON.stringify(bind.body)).toBe(201);
    bindTemplateId = bind.body.id;
  });

  it("the demo links its templates to quote, bind, adjustment, cancellation, reinstatement and renewal", async () => {
    for (const t of demoEmailTemplates) {
      expect(validateTemplate(t.subject), t.name).toEqual([]);
      expect(validateTemplate(t.content), t.name).toEqual([]);
    }
    const seeded = await m.underwriter.get(linksUrl());
    expect(seeded.status).toBe(200);
    const emails = await m.underwriter.get(`${coastal()}/email-templates?perPage=100`);
    const nameOf = (id: number) =>
      emails.body.data.find((e: { id: number }) => e.id === id)?.name as string;
    expect(
      seeded.body.links.map((l: { trigger: string; templateIds: number[] }) => [
        l.trigger,
        l.templateIds.map(nameOf),
      ]),
    ).toEqual([
      ["quote", ["Quotation issued"]],
      ["bind", ["Policy bound"]],
      ["adjustment", ["Policy adjusted"]],
      ["cancellation", ["Policy cancelled"]],
      ["reinstatement", ["Policy reinstated"]],
      ["renewal", ["Renewal invitation"]],
      ["proposal", []],
    ]);
  });

  it("links templates to the product's triggers, the company's own only", async () => {
    const foreign = await m.underwriter2.post(`/api/companies/${m.id.summit}/email-templates`, {
      name: "Summit's",
      subject: "s",
      recipients: [{ role: "broker" }],
      content: "<p>x</p>",
    });
    expect(foreign.status).toBe(201);
    const refused = await m.underwriter.put(linksUrl(), {
      links: [{ trigger: "quote", templateIds: [foreign.body.id] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.links).toEqual(["Choose the company's own email templates"]);
    const saved = await m.underwriter.put(linksUrl(), {
      links: [
        { trigger: "quote", templateIds: [quoteTemplateId] },
        { trigger: "bind", templateIds: [bindTemplateId] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.links[0]).toEqual({ trigger: "quote", templateIds: [quoteTemplateId] });
    // Another underwriter company neither reads nor sets this product's links.
    const summitLinks = `/api/companies/${m.id.summit}/products/${productId}/email-templates`;
    expect((await m.underwriter2.get(summitLinks)).status).toBe(404);
    expect((await m.underwriter2.put(summitLinks, { links: [] })).status).toBe(404);
    // A template attaches only the company's own files.
    const file = await m.underwriter2.put(
      `/api/companies/${m.id.summit}/email-templates/${foreign.body.id}`,
      {
        name: "Summit's",
        subject: "s",
        recipients: [{ role: "broker" }],
        content: "<p>x</p>",
        attachFileVersionIds: [wordingId],
      },
    );
    expect(file.status).toBe(422);
    expect(file.body.errors.attachFileVersionIds).toEqual(["Choose the company's own files"]);
  });

  let riskId: number;

  it("a quote sends the quote template once its quotation is generated, with it and the file attached", async () => {
    const risk = await quoted();
    riskId = risk.id;
    const before = await m.underwriter.get(`${uwUrl(riskId)}/emails`);
    expect(before.body).toMatchObject({ data: [], meta: { total: 0 } });
    await t.app.jobs.drain();
    const list = await m.underwriter.get(`${uwUrl(riskId)}/emails`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const [email] = list.body.data;
    expect(email).toMatchObject({
      trigger: "quote",
      templateName: "Quote to broker",
      subject: `Quotation ${risk.reference} for Kookaburra Engineering Pty Ltd`,
      to: ["broker@demo.test"],
      cc: ["client@kookaburra.test"],
      status: "sent",
      attempts: 1,
      error: null,
    });
    expect(email.attachments).toHaveLength(2);
    expect(email.attachments[0]).toMatch(/^Quotation letter .*\.pdf$/);
    expect(email.attachments[1]).toBe("Key facts.pdf");
    expect(email).not.toHaveProperty("bcc");
    // The mail transport (here the system outbox) got it with the copies and the files.
    const [sent] = await outboxFor("broker@demo.test");
    expect(sent).toMatchObject({
      channel: "email",
      recipient: "broker@demo.test",
      subject: email.subject,
      cc: ["client@kookaburra.test"],
      bcc: ["records@coastal.example"],
      attachments: email.attachments,
    });
    expect(sent!.html).toContain("Please find the quotation attached.");
    expect(sent!.body).toContain("Please find the quotation attached.");
    // The broker sees the same list under its own company; nothing is sent twice.
    expect((await m.broker.get(`${brokerUrl(riskId)}/emails`)).body.data[0].id).toBe(email.id);
    await t.app.jobs.drain();
    expect((await m.underwriter.get(`${uwUrl(riskId)}/emails`)).body.meta.total).toBe(1);
  });

  it("a bind sends the bind template (not the quote one) with the policy schedule", async () => {
    const bound = await m.underwriter.post(`${uwUrl(riskId)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    await t.app.jobs.drain();
    const list = await m.underwriter.get(`${uwUrl(riskId)}/emails`);
    expect(list.body.data.map((e: { trigger: string }) => e.trigger)).toEqual(["bind", "quote"]);
    const [email] = list.body.data;
    expect(email).toMatchObject({
      templateName: "Bound to broker and insured",
      subject: `Policy ${bound.body.policyNumber} is bound`,
      to: ["broker@demo.test", "client@kookaburra.test"],
      status: "sent",
    });
    expect(email.attachments).toEqual([expect.stringMatching(/^PI policy schedule .*\.pdf$/)]);
    const [sent] = await outboxFor("client@kookaburra.test");
    expect(sent!.recipient).toBe("broker@demo.test, client@kookaburra.test");
  });

  it("another company gets 404 for a risk's emails", async () => {
    expect(
      (await m.underwriter2.get(`/api/companies/${m.id.summit}/risks/${riskId}/emails`)).status,
    ).toBe(404);
    expect(
      (await m.broker2.get(`/api/companies/${m.id.southerncross}/risks/${riskId}/emails`)).status,
    ).toBe(404);
  });

  it("a failed delivery is retried by the queue and shown; retries spent, it is failed", async () => {
    const smtp = t.config.mail.smtpUrl;
    // Nothing listens on the discard port: the SMTP transport refuses every attempt.
    t.config.mail.smtpUrl = "smtp://127.0.0.1:9";
    try {
      const first = await quoted();
      const second = await quoted();
      await t.app.jobs.drain();
      for (const id of [first.id, second.id]) {
        const [email] = (await m.underwriter.get(`${uwUrl(id)}/emails`)).body.data;
        expect(email).toMatchObject({ status: "sending", attempts: 1 });
        expect(email.error).toMatch(/ECONNREFUSED|connect/i);
      }
      // The transport is back for the first one's retry: it is sent.
      t.config.mail.smtpUrl = smtp;
      await retriesDue();
      await t.app.jobs.drain();
      const recovered = (await m.underwriter.get(`${uwUrl(first.id)}/emails`)).body.data[0];
      expect(recovered).toMatchObject({ status: "sent", attempts: 2, error: null });
      expect((await m.underwriter.get(`${uwUrl(second.id)}/emails`)).body.data[0].status).toBe(
        "sent",
      );

      // A transport that stays down: every retry fails, then the email is failed for good.
      t.config.mail.smtpUrl = "smtp://127.0.0.1:9";
      const third = await quoted();
      await t.app.jobs.drain();
      for (let i = 0; i < DELIVERY_RETRIES; i++) {
        await retriesDue();
        await t.app.jobs.drain();
      }
      const failed = (await m.underwriter.get(`${uwUrl(third.id)}/emails`)).body.data[0];
      expect(failed).toMatchObject({ status: "failed", attempts: DELIVERY_RETRIES + 1 });
      expect(failed.error).toBeTruthy();
    } finally {
      t.config.mail.smtpUrl = smtp;
    }
  });

  it("a bound adjustment sends the adjustment template with the endorsement schedule", async () => {
    const emails = await m.underwriter.get(`${coastal()}/email-templates?perPage=100`);
    const adjusted = emails.body.data.find((e: { name: string }) => e.name === "Policy adjusted");
    await m.underwriter.put(linksUrl(), {
      links: [{ trigger: "adjustment", templateIds: [adjusted.id] }],
    });
    const url = brokerUrl(riskId);
    const policy = (await m.broker.get(url)).body;
    const change = await m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 40),
      answers: piAnswers({ revenue: 2_400_000 }),
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await m.broker.post(`${url}/bind`, { declaration: true })).status).toBe(200);
    await t.app.jobs.drain();
    const [email] = (await m.underwriter.get(`${uwUrl(riskId)}/emails`)).body.data;
    expect(email).toMatchObject({
      trigger: "adjustment",
      templateName: "Policy adjusted",
      status: "sent",
    });
    expect(email.subject).toMatch(/^Policy P\d{2}-\d{7} adjusted from /);
    expect(email.attachments).toEqual([expect.stringMatching(/^PI endorsement schedule .*\.pdf$/)]);
  });

  it("a bound reinstatement sends the reinstatement template with its schedule, never the adjustment's", async () => {
    const emails = await m.underwriter.get(`${coastal()}/email-templates?perPage=100`);
    const idOf = (name: string) =>
      emails.body.data.find((e: { name: string }) => e.name === name).id as number;
    await m.underwriter.put(linksUrl(), {
      links: [
        { trigger: "adjustment", templateIds: [idOf("Policy adjusted")] },
        { trigger: "reinstatement", templateIds: [idOf("Policy reinstated")] },
      ],
    });
    const url = brokerUrl(riskId);
    const policy = (await m.broker.get(url)).body;
    await m.broker.post(`${url}/cancel`, {
      effectiveDate: daysFrom(policy.inceptionDate, 120),
      reason: "Non-payment of premium",
      confirm: true,
    });
    expect((await m.broker.post(`${url}/bind`, { declaration: true })).status).toBe(200);
    expect((await m.broker.post(`${url}/reinstate`, {})).status).toBe(200);
    expect((await m.underwriter.post(`${uwUrl(riskId)}/quote`, {})).status).toBe(200);
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const reinstatement = bound.body.risks[0].transactions.at(-1);
    expect(reinstatement.reinstatesTransactionId).not.toBeNull();
    await t.app.jobs.drain();
    const sent = (await m.underwriter.get(`${uwUrl(riskId)}/emails`)).body.data.filter(
      (e: { transactionId: number }) => e.transactionId === reinstatement.id,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      trigger: "reinstatement",
      templateName: "Policy reinstated",
      to: ["broker@demo.test", "client@kookaburra.test"],
      status: "sent",
    });
    expect(sent[0].subject).toMatch(/^Policy P\d{2}-\d{7} reinstated from /);
    expect(sent[0].attachments).toEqual([
      expect.stringMatching(/^PI reinstatement schedule .*\.pdf$/),
    ]);
    const [delivered] = await outboxFor("client@kookaburra.test");
    expect(delivered!.subject).toBe(sent[0].subject);
    expect(delivered!.html).toContain("is reinstated, effective");
    expect(delivered!.html).not.toMatch(/adjust/i);
  });
});
