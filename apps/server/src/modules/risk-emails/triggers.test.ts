/**
 * Documents and emails on the triggers after bind: a bound cancellation issues the
 * cancellation documents and sends its email with them attached; a bound reinstatement issues
 * the reinstatement documents and none of the adjustment's; the renewal invitation (the
 * renewal job) issues the renewal documents and sends the renewal email; a proposal sent to a
 * client sends the proposal email and issues no document. Each goes once.
 */
import { TransactionStatus } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  at,
  boundPolicy,
  brokerUrl,
  capturingOutbox,
  type Market,
  testDeps,
  uwUrl,
} from "../../test/policies.ts";
import { sweepRenewals } from "../renewals/index.ts";
import { daysFrom, newRisk, riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Market;
let productId: number;
const template: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const coastal = () => `/api/companies/${m.id.coastal}`;
const documents = async (id: number) =>
  (await m.underwriter.get(`${uwUrl(m, id)}/documents?perPage=100`)).body.data as {
    kind: string;
    name: string;
    transactionId: number;
  }[];
const emails = async (id: number) =>
  (await m.underwriter.get(`${uwUrl(m, id)}/emails?perPage=100`)).body.data as {
    transactionId: number | null;
    trigger: string;
    templateName: string;
    subject: string;
    to: string[];
    attachments: string[];
    status: string;
  }[];

describe("documents and emails on cancellation, renewal and proposal", () => {
  beforeAll(async () => {
    const docs = await m.underwriter.get(`${coastal()}/document-templates?perPage=100`);
    for (const d of docs.body.data as { id: number; name: string }[]) template[d.name] = d.id;
    for (const [name, subject, attach] of [
      ["Cancellation notice", "Policy {{ policy.policyNumber }} cancelled", "PI policy schedule"],
      ["Renewal notice", "Renewal of {{ policy.policyNumber }}", "Quotation letter"],
      ["Proposal notice", "Proposal sent for {{ insured.name }}", null],
    ] as const) {
      const created = await m.underwriter.post(`${coastal()}/email-templates`, {
        name,
        subject,
        recipients: [{ role: "broker" }],
        content: `<p>${name} for {{ insured.name }}.</p>`,
        attachDocumentTemplateIds: attach ? [template[attach]] : [],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      template[name] = created.body.id;
    }
    const policy = await boundPolicy(m);
    productId = (await m.underwriter.get(uwUrl(m, policy.id))).body.risks[0].productId;
    // The product issues the quotation letter on renewal too (the demo issues none then), and
    // sends these three on their triggers.
    const linksUrl = `${coastal()}/products/${productId}`;
    const current = await m.underwriter.get(`${linksUrl}/document-templates`);
    const links = (current.body.links as { event: string; templateIds: number[] }[]).map((l) =>
      l.event === "renewal" ? { ...l, templateIds: [template["Quotation letter"]!] } : l,
    );
    expect((await m.underwriter.put(`${linksUrl}/document-templates`, { links })).status).toBe(200);
    const set = await m.underwriter.put(`${linksUrl}/email-templates`, {
      links: [
        { trigger: "cancellation", templateIds: [template["Cancellation notice"]] },
        { trigger: "renewal", templateIds: [template["Renewal notice"]] },
        { trigger: "proposal", templateIds: [template["Proposal notice"]] },
      ],
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await t.app.jobs.drain();
  });

  it("a bound cancellation issues the cancellation schedule and emails it, once", async () => {
    const policy = await boundPolicy(m);
    await t.app.jobs.drain();
    const url = brokerUrl(m, policy.id);
    const cancelled = await m.broker.post(`${url}/cancel`, {
      effectiveDate: daysFrom(policy.inceptionDate, 73),
      reason: "Non-payment of premium",
      confirm: true,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // Quoted, the cancellation issues nothing yet; bound, it does.
    await t.app.jobs.drain();
    expect((await emails(policy.id)).map((e) => e.trigger)).not.toContain("cancellation");
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
    await t.app.jobs.drain();

    const issued = (await documents(policy.id)).filter((d) => d.kind === "cancellation");
    expect(issued.map((d) => d.name)).toEqual([
      expect.stringMatching(/^PI cancellation schedule .*\.pdf$/),
    ]);
    const sent = (await emails(policy.id)).filter((e) => e.trigger === "cancellation");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      templateName: "Cancellation notice",
      subject: `Policy ${policy.policyNumber} cancelled`,
      to: ["broker@demo.test"],
      status: "sent",
      attachments: [issued[0]!.name],
    });
    await t.app.jobs.drain();
    expect((await emails(policy.id)).filter((e) => e.trigger === "cancellation")).toHaveLength(1);
  });

  it("a bound reinstatement issues the reinstatement schedule, and the adjustment's nothing", async () => {
    // The product sends an email on adjustment and none on reinstatement.
    const adjustment = await m.underwriter.post(`${coastal()}/email-templates`, {
      name: "Adjustment notice",
      subject: "Policy {{ policy.policyNumber }} adjusted",
      recipients: [{ role: "broker" }, { role: "insured" }],
      content: "<p>Your policy was adjusted.</p>",
    });
    expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(201);
    const linksUrl = `${coastal()}/products/${productId}/email-templates`;
    const current = (await m.underwriter.get(linksUrl)).body.links as {
      trigger: string;
      templateIds: number[];
    }[];
    const withAdjustment = current.map((l) =>
      l.trigger === "adjustment" ? { ...l, templateIds: [adjustment.body.id] } : l,
    );
    expect((await m.underwriter.put(linksUrl, { links: withAdjustment })).status).toBe(200);
    try {
      const policy = await boundPolicy(m);
      const url = brokerUrl(m, policy.id);
      await m.broker.post(`${url}/cancel`, {
        effectiveDate: daysFrom(policy.inceptionDate, 90),
        reason: "Non-payment of premium",
        confirm: true,
      });
      expect((await m.broker.post(`${url}/bind`, { declaration: true })).status).toBe(200);
      expect((await m.broker.post(`${url}/reinstate`, {})).status).toBe(200);
      expect((await m.underwriter.post(`${uwUrl(m, policy.id)}/quote`, {})).status).toBe(200);
      const bound = await m.broker.post(`${url}/bind`, { declaration: true });
      expect(bound.status, JSON.stringify(bound.body)).toBe(200);
      const reinstatement = bound.body.risks[0].transactions.at(-1);
      expect(reinstatement.reinstatesTransactionId).not.toBeNull();
      await t.app.jobs.drain();

      // Its quote issued the quotation letter; its bind the reinstatement schedule alone.
      const issued = (await documents(policy.id)).filter(
        (d) => d.transactionId === reinstatement.id && d.kind !== "quotation",
      );
      expect(issued.map((d) => [d.kind, d.name])).toEqual([
        ["reinstatement", expect.stringMatching(/^PI reinstatement schedule .*\.pdf$/)],
      ]);
      expect((await documents(policy.id)).map((d) => d.kind)).not.toContain("adjustment");
      // No reinstatement email is linked: nothing is sent, least of all "adjusted".
      const sent = await emails(policy.id);
      expect(sent.filter((e) => e.transactionId === reinstatement.id)).toEqual([]);
      expect(sent.map((e) => e.trigger)).not.toContain("adjustment");
    } finally {
      expect((await m.underwriter.put(linksUrl, { links: current })).status).toBe(200);
    }
  });

  it("the renewal invitation issues the renewal documents and sends the renewal email, once", async () => {
    const policy = await boundPolicy(m);
    await t.app.jobs.drain();
    const settings = await m.underwriter.get(`${coastal()}/renewal-settings`);
    const days = settings.body.invitationDays as number;
    const deps = testDeps(t, capturingOutbox());
    const clock = manualClock(at(policy.expiryDate, -days));
    await sweepRenewals(deps, clock);
    await t.app.jobs.drain();

    const issued = (await documents(policy.id)).filter((d) => d.kind === "renewal");
    expect(issued.map((d) => d.name)).toEqual([
      expect.stringMatching(/^Quotation letter .*\.pdf$/),
    ]);
    const sent = (await emails(policy.id)).filter((e) => e.trigger === "renewal");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      templateName: "Renewal notice",
      subject: `Renewal of ${policy.policyNumber}`,
      status: "sent",
      attachments: [issued[0]!.name],
    });
    // The sweep again the next day: the invitation went already, nothing is issued twice.
    clock.set(at(policy.expiryDate, -days + 1));
    await sweepRenewals(deps, clock);
    await t.app.jobs.drain();
    expect((await documents(policy.id)).filter((d) => d.kind === "renewal")).toHaveLength(1);
    expect((await emails(policy.id)).filter((e) => e.trigger === "renewal")).toHaveLength(1);
  });

  it("a proposal sent to the client sends the proposal email and issues no document", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId, { answers: { businessName: "Half done" } }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const proposal = await m.broker.post(`${brokerUrl(m, created.body.id)}/proposals`, {
      clientName: "Kim Client",
      email: "kim@example.com",
    });
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(201);
    await t.app.jobs.drain();
    const sent = await emails(created.body.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      trigger: "proposal",
      templateName: "Proposal notice",
      to: ["broker@demo.test"],
      attachments: [],
      status: "sent",
    });
    expect(sent[0]!.subject).toMatch(/^Proposal sent for /);
    expect(await documents(created.body.id)).toEqual([]);
  });

  it("an underwriter sends a template by hand with the newest documents; the broker may not", async () => {
    const policy = await boundPolicy(m);
    await t.app.jobs.drain();
    const url = `${uwUrl(m, policy.id)}/emails`;
    const schedule = (await documents(policy.id)).find((d) => d.kind === "policy")!;
    // The renewal notice attaches the quotation letter; the cancellation notice the schedule.
    const sent = await m.underwriter.post(url, { templateId: template["Cancellation notice"] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await t.app.jobs.drain();
    const manual = (await emails(policy.id)).filter((e) => e.trigger === "manual");
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({
      templateName: "Cancellation notice",
      subject: `Policy ${policy.policyNumber} cancelled`,
      to: ["broker@demo.test"],
      attachments: [schedule.name],
      status: "sent",
    });
    const timeline = await m.underwriter.get(`${uwUrl(m, policy.id)}/timeline?perPage=100`);
    expect(JSON.stringify(timeline.body)).toContain('Email \\"Cancellation notice\\" sent by hand');

    // Refusals: another company's or no template (422 beside the field), the broker side (403).
    const foreign = await m.underwriter.post(url, { templateId: 999_999 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.templateId).toEqual(["Choose the company's own email templates"]);
    expect((await m.underwriter.post(url, {})).status).toBe(422);
    const broker = await m.broker.post(`${brokerUrl(m, policy.id)}/emails`, {
      templateId: template["Cancellation notice"],
    });
    expect(broker.status).toBe(403);
  });
});
