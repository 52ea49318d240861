/**
 * Company events that run (SPEC §2 company events): each catalogue event raised by its
 * transition, a synchronous chain inside the raising transaction, an asynchronous webhook signed
 * for a local receiver, no step repeated by a second job, a failed run replayed from its failed
 * step, and another company's runs closed.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { TestClient } from "../../test/client.ts";
import { boundPolicy, capturingOutbox, DAY, dueForRenewal, testDeps } from "../../test/policies.ts";
import { riskEmails } from "../risk-emails/tables.ts";
import { newRisk, piAnswers, riskMarket } from "../risks/fixtures.ts";
import { sweepQuotes } from "../risks/index.ts";
import { riskNotes, riskPackages } from "../risks/tables.ts";
import { companyEventsPort, sweepAheadEvents } from "./index.ts";
import { companyEventRuns } from "./tables.ts";

type Market = Awaited<ReturnType<typeof riskMarket>>;
let t: TestApp;
let m: Market;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answer = 200;

const events = () => `/api/companies/${m.id.coastal}/events`;
const runs = () => `/api/companies/${m.id.coastal}/event-runs`;
const brokerRisks = () => `/api/companies/${m.id.harbourside}/risks`;
const uwRisk = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;

interface Run {
  id: number;
  eventName: string;
  eventType: string;
  status: string;
  riskPackageId: number | null;
  payload: { id: string; type: string; companyId: number; data: Record<string, any> };
  steps?: { status: string; error: string | null; attempts: number; output: any }[];
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answer;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: "127.0.0.1" });
  m = await riskMarket(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

let underwriterId: number;
/** An asynchronous event telling the underwriter, on `event` (queued, not run: tests drain). */
async function on(event: string, extra: Record<string, unknown> = {}) {
  underwriterId ??= await m.userId(m.underwriter);
  const created = await m.underwriter.post(events(), {
    name: `On ${event}`,
    event,
    actions: [
      {
        name: "Tell",
        action: "notifyUsers",
        config: { userIds: [underwriterId], message: `${event} happened` },
      },
    ],
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: number; generatedSecrets?: Record<string, string> };
}

async function runsOf(type: string, riskPackageId: number): Promise<Run[]> {
  const page = await m.underwriter.get(`${runs()}?perPage=100`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body.data.filter(
    (r: Run) => r.eventType === type && r.riskPackageId === riskPackageId,
  );
}

async function oneRun(type: string, riskPackageId: number): Promise<Run> {
  const found = await runsOf(type, riskPackageId);
  expect(found, `${type} runs`).toHaveLength(1);
  return found[0]!;
}

async function brokerCreates(extra: Record<string, unknown> = {}) {
  const created = await m.broker.post(brokerRisks(), newRisk(m.packageId, extra));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function brokerSubmits(extra: Record<string, unknown> = {}) {
  const id = await brokerCreates(extra);
  const submitted = await m.broker.post(`${brokerRisks()}/${id}/submit`, {});
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return id;
}

const referring = () => ({ answers: piAnswers({ claims: true, claimDetails: "One" }) });

describe("each event raised by its transition", () => {
  beforeAll(async () => {
    for (const event of [
      "risk.submitted",
      "risk.quoted",
      "risk.referred",
      "risk.declined",
      "risk.bound",
      "risk.notTakenUp",
      "approval.requested",
      "approval.decided",
      "risk.underwritingStatusChanged",
      "risk.underwriterAssigned",
      "claim.notified",
      "claim.statusChanged",
      "document.generated",
    ]) {
      await on(event);
    }
  });

  it("submitted and quoted, with the risk, its transaction and the quote's expiry", async () => {
    const id = await brokerSubmits();
    const submitted = await oneRun("risk.submitted", id);
    expect(submitted.status).toBe("queued");
    expect(submitted.payload).toMatchObject({
      type: "risk.submitted",
      companyId: m.id.coastal,
      data: {
        risk: { riskPackageId: id, brokerCompanyId: m.id.harbourside },
        transaction: { transactionType: "NB" },
      },
    });
    expect(submitted.payload.id).toMatch(/^evt_/);
    const quoted = await oneRun("risk.quoted", id);
    expect(quoted.payload.data.quoteExpiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quoted.payload.data.transaction.grossPremium).toMatch(/^\d+\.\d{2}$/);
    expect(await runsOf("risk.referred", id)).toHaveLength(0);
  });

  it("referred with its reasons and assigned, then declined by the underwriter with the reason", async () => {
    const id = await brokerSubmits(referring());
    const referred = await oneRun("risk.referred", id);
    expect(referred.payload.data.reasons.length).toBeGreaterThan(0);
    // The product assigns a referred risk by the agency's rules.
    const [pkg] = await t.db.select().from(riskPackages).where(eq(riskPackages.id, id));
    expect(pkg!.assignedUnderwriterUserId).not.toBeNull();
    expect((await oneRun("risk.underwriterAssigned", id)).payload.data.underwriterUserId).toBe(
      pkg!.assignedUnderwriterUserId,
    );
    const declined = await m.underwriter.post(`${uwRisk(id)}/decline`, { reason: "Too risky" });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect((await oneRun("risk.declined", id)).payload.data.reason).toBe("Too risky");
  });

  it("bound (new business), then its claim notified and the claim's status changed", async () => {
    const policy = await boundPolicy(m);
    const bound = await oneRun("risk.bound", policy.id);
    expect(bound.payload.data).toMatchObject({
      reinstatement: false,
      risk: { policyNumber: policy.policyNumber },
      transaction: { transactionType: "NB" },
    });
    const claim = await m.broker.post(`${brokerRisks()}/${policy.id}/claims`, {
      dateOfLoss: policy.inceptionDate,
      description: "Water damage to the client's plans",
      estimate: "25000",
    });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    const notified = await oneRun("claim.notified", policy.id);
    expect(notified.payload.data.claim).toMatchObject({
      claimId: claim.body.id,
      status: "notified",
    });
    const closed = await m.underwriter.post(
      `/api/companies/${m.id.coastal}/claims/${claim.body.id}/status`,
      { status: "closed" },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const changed = await oneRun("claim.statusChanged", policy.id);
    expect(changed.payload.data).toMatchObject({
      fromStatus: "notified",
      claim: { status: "closed" },
    });
    // The bind queued the policy documents: each generated one raises its event.
    await t.app.jobs.drain();
    const generated = await runsOf("document.generated", policy.id);
    expect(generated.length).toBeGreaterThan(0);
    expect(generated[0]!.payload.data.document.fileVersionId).toBeGreaterThan(0);
  });

  it("approval requested and decided", async () => {
    // Morgan writes direct and is assigned; Uma may approve a 10 % discount.
    const created = await m.senior.post(
      `/api/companies/${m.id.coastal}/risks`,
      newRisk(m.packageId, { brokerCompanyId: m.id.harbourside, ...referring() }),
    );
    const id = created.body.id as number;
    const submitted = await m.senior.post(`${uwRisk(id)}/submit`, {});
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const adjusted = await m.senior.post(`${uwRisk(id)}/adjust`, {
      productId: submitted.body.risks[0].productId,
      basePremium: null,
      discountPercent: 10,
      reason: "Portfolio deal",
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const requested = await m.senior.post(`${uwRisk(id)}/approval/request`, {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const seniorId = await m.userId(m.senior);
    expect((await oneRun("approval.requested", id)).payload.data.requestedByUserId).toBe(seniorId);
    const decided = await m.underwriter.post(`${uwRisk(id)}/approval/decide`, { approve: true });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await oneRun("approval.decided", id)).payload.data).toMatchObject({
      approved: true,
      decidedByUserId: underwriterId,
    });
  });

  it("underwriting status changed by the workflow (quoted) and by hand on the board", async () => {
    const id = await brokerSubmits();
    // The demo board moves a quoted risk to the status set on "quote".
    const [pkg] = await t.db.select().from(riskPackages).where(eq(riskPackages.id, id));
    const byWorkflow = await oneRun("risk.underwritingStatusChanged", id);
    expect(byWorkflow.payload.data.toStatusId).toBe(pkg!.underwritingStatusId);
    const statuses = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/underwriting-statuses`,
    );
    const target = statuses.body.data.find(
      (s: { id: number }) => s.id !== pkg!.underwritingStatusId,
    ) as { id: number };
    const moved = await m.underwriter.put(`${uwRisk(id)}/underwriting-status`, {
      underwritingStatusId: target.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const all = await runsOf("risk.underwritingStatusChanged", id);
    expect(all.map((r) => r.payload.data.toStatusId).sort()).toEqual(
      [pkg!.underwritingStatusId, target.id].sort(),
    );
    expect(all.find((r) => r.payload.data.toStatusId === target.id)!.payload.data).toMatchObject({
      fromStatusId: pkg!.underwritingStatusId,
    });
  });

  it("bound again for a cancellation (CAN), with its transaction type", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks()}/${policy.id}`;
    const cancel = await m.broker.post(`${url}/cancel`, {
      effectiveDate: policy.inceptionDate,
      reason: "Cancelled by insurer",
      confirm: true,
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await m.broker.post(`${url}/bind`, { declaration: true })).status).toBe(200);
    const bound = await runsOf("risk.bound", policy.id);
    expect(bound.map((r) => r.payload.data.transaction.transactionType).sort()).toEqual([
      "CAN",
      "NB",
    ]);
  });

  it("proposal completed by the client through the link", async () => {
    await on("proposal.completed");
    const id = await brokerCreates({ answers: { businessName: "Half done" } });
    const sent = await m.broker.post(`${brokerRisks()}/${id}/proposals`, {
      clientName: "Kim Client",
      email: "kim@example.com",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const token = new URL(sent.body.link).searchParams.get("tempToken")!;
    const client = new TestClient(t.app);
    const done = await client.request(
      "POST",
      `/api/proposals/${sent.body.id}/done`,
      { confirm: true },
      { csrf: false, headers: { "x-temporary-token": token } },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await oneRun("proposal.completed", id)).payload.data).toMatchObject({
      proposalId: sent.body.id,
      clientName: "Kim Client",
    });
  });

  it("not taken up when the quote lapses (the sweep)", async () => {
    const id = await brokerSubmits();
    const clock = manualClock(new Date(Date.now() + 31 * DAY));
    const deps = testDeps(t, capturingOutbox());
    const events = companyEventsPort(deps as unknown as AppDeps);
    expect((await sweepQuotes({ ...deps, events }, clock)).expired).toBeGreaterThanOrEqual(1);
    expect((await oneRun("risk.notTakenUp", id)).payload.data.risk.riskPackageId).toBe(id);
  });
});

describe("events raised ahead of a date", () => {
  it("quote expiring and renewal due within their days, once each (the hourly sweep)", async () => {
    await on("risk.quoteExpiring", { daysBefore: 40 });
    await on("risk.renewalDue", { daysBefore: 20 });
    const quoted = await brokerSubmits();
    const policy = await boundPolicy(m);
    await dueForRenewal(t, policy, 10);
    const deps = testDeps(t, capturingOutbox()) as unknown as AppDeps;
    const first = await sweepAheadEvents(deps);
    expect(first.quoteExpiring).toBeGreaterThanOrEqual(1);
    expect(first.renewalDue).toBe(1);
    const expiring = await oneRun("risk.quoteExpiring", quoted);
    expect(expiring.payload.data.quoteExpiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(expiring.payload.data.transaction.transactionType).toBe("NB");
    const due = await oneRun("risk.renewalDue", policy.id);
    expect(due.payload.data.risk.policyNumber).toBe(policy.policyNumber);
    expect(await sweepAheadEvents(deps)).toEqual({ quoteExpiring: 0, renewalDue: 0 });
  });
});

describe("running", () => {
  it("runs a synchronous chain inside the raising transaction, and rolls it back with it", async () => {
    const statuses = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/underwriting-statuses`,
    );
    const target = statuses.body.data.at(-1) as { id: number };
    const created = await m.underwriter.post(events(), {
      name: "Referred: to the review column",
      event: "risk.referred",
      synchronous: true,
      actions: [
        {
          name: "Column",
          action: "setUnderwritingStatus",
          config: { underwritingStatusId: target.id },
        },
        { name: "Note", action: "addNote", config: { text: "Referred: review the claims" } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = await brokerSubmits(referring());
    // No job ran: the chain ran in the submission's own transaction.
    const [pkg] = await t.db.select().from(riskPackages).where(eq(riskPackages.id, id));
    expect(pkg!.underwritingStatusId).toBe(target.id);
    const notes = await t.db.select().from(riskNotes).where(eq(riskNotes.riskPackageId, id));
    expect(notes.map((n) => n.body)).toEqual(["Referred: review the claims"]);
    const sync = (await runsOf("risk.referred", id)).find((r) => r.status === "succeeded")!;
    const detail = await m.underwriter.get(`${runs()}/${sync.id}`);
    expect(detail.body.steps.map((s: { status: string }) => s.status)).toEqual([
      "succeeded",
      "succeeded",
    ]);

    // A raising transaction that rolls back leaves neither the run nor what its chain did.
    const other = await brokerCreates();
    const port = companyEventsPort(testDeps(t, capturingOutbox()) as unknown as AppDeps);
    await expect(
      t.db.transaction(async (tx) => {
        await port.raise(tx, () => {}, {
          type: "risk.referred",
          riskPackageId: other,
          data: { reasons: ["A rule"] },
          userId: null,
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await runsOf("risk.referred", other)).toHaveLength(0);
    const [untouched] = await t.db.select().from(riskPackages).where(eq(riskPackages.id, other));
    expect(untouched!.underwritingStatusId).not.toBe(target.id);
    expect((await m.underwriter.delete(`${events()}/${created.body.id}`)).status).toBe(204);
  });

  it("delivers an asynchronous webhook, signed, once however often its job runs; replays a failed step", async () => {
    const hook = await m.underwriter.post(events(), {
      name: "Proposal done: accounts",
      event: "risk.submitted",
      filters: { brokerCompanyIds: [m.id.harbourside] },
      actions: [
        { name: "Accounts", action: "callWebhook", config: { url: receiverUrl } },
        {
          name: "Tell",
          action: "notifyUsers",
          config: { userIds: [underwriterId], message: "Sent to accounts" },
        },
      ],
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const secret = hook.body.generatedSecrets["0"] as string;
    received.length = 0;
    const id = await brokerSubmits();
    const run = (await runsOf("risk.submitted", id)).find((r) => r.status === "queued")!;
    await t.app.jobs.drain();
    expect(received).toHaveLength(1);
    const delivery = received[0]!;
    const verified = new Webhook(secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as Run["payload"];
    expect(verified).toMatchObject({
      type: "risk.submitted",
      data: { risk: { riskPackageId: id } },
    });
    expect(delivery.headers["webhook-id"]).toBe(`${run.id}:0`);
    const done = await m.underwriter.get(`${runs()}/${run.id}`);
    expect(done.body.status).toBe("succeeded");
    expect(done.body.steps).toMatchObject([
      { status: "succeeded", attempts: 1, output: { status: 200 } },
      { status: "succeeded", attempts: 1 },
    ]);

    // The same job again (a retry after a crash): nothing is delivered twice.
    await t.app.jobs.send("company-events.run", { runId: run.id });
    await t.app.jobs.drain();
    expect(received).toHaveLength(1);

    // A refused address fails the run (alerting the managers); once allowed, a replay delivers.
    const allowed = t.config.webhookAllowedHosts;
    t.config.webhookAllowedHosts = "";
    const second = await brokerSubmits();
    await t.app.jobs.drain();
    t.config.webhookAllowedHosts = allowed;
    const failed = (await runsOf("risk.submitted", second)).find((r) => r.status === "failed")!;
    expect(failed).toBeDefined();
    const failedPage = await m.underwriter.get(`${runs()}?status=failed`);
    expect(failedPage.body.data.map((r: Run) => r.id)).toContain(failed.id);
    const detail = await m.underwriter.get(`${runs()}/${failed.id}`);
    expect(detail.body.steps[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(detail.body.steps[0].error).toContain("127.0.0.1");
    expect(detail.body.steps[1].status).toBe("pending");
    const alerts = await m.underwriter.get("/api/user/notifications?perPage=50");
    expect(JSON.stringify(alerts.body)).toContain("Proposal done: accounts");

    expect((await m.underwriter.post(`${runs()}/${run.id}/replay`, {})).status).toBe(409);
    const replayed = await m.underwriter.post(`${runs()}/${failed.id}/replay`, {});
    expect(replayed.status, JSON.stringify(replayed.body)).toBe(200);
    expect(replayed.body.status).toBe("queued");
    await t.app.jobs.drain();
    const after = await m.underwriter.get(`${runs()}/${failed.id}`);
    expect(after.body.status).toBe("succeeded");
    expect(after.body.steps).toMatchObject([
      { status: "succeeded", attempts: 2 },
      { status: "succeeded", attempts: 1 },
    ]);
    expect(received.map((r) => r.headers["webhook-id"])).toEqual([`${run.id}:0`, `${failed.id}:0`]);
    expect((await m.underwriter.delete(`${events()}/${hook.body.id}`)).status).toBe(204);
  });

  it("puts an undelivered webhook off on the Standard Webhooks schedule, the step pending", async () => {
    const hook = await m.underwriter.post(events(), {
      name: "Busy receiver",
      event: "risk.submitted",
      actions: [{ name: "Busy", action: "callWebhook", config: { url: receiverUrl } }],
    });
    answer = 503;
    const id = await brokerSubmits();
    await t.app.jobs.drain();
    answer = 200;
    const run = (await runsOf("risk.submitted", id)).find((r) => r.eventName === "Busy receiver")!;
    const detail = await m.underwriter.get(`${runs()}/${run.id}`);
    // Re-queued 5 seconds on: the drain does not run it yet.
    expect(detail.body.status, JSON.stringify(detail.body)).toBe("queued");
    expect(detail.body.steps[0]).toMatchObject({
      status: "pending",
      attempts: 1,
      error: "HTTP 503",
    });
    expect((await m.underwriter.delete(`${events()}/${hook.body.id}`)).status).toBe(204);
  });

  it("disables the event of a receiver that answers 410 Gone", async () => {
    const hook = await m.underwriter.post(events(), {
      name: "Gone receiver",
      event: "risk.submitted",
      actions: [{ name: "Gone", action: "callWebhook", config: { url: receiverUrl } }],
    });
    answer = 410;
    const id = await brokerSubmits();
    await t.app.jobs.drain();
    answer = 200;
    const run = (await runsOf("risk.submitted", id)).find((r) => r.status === "failed")!;
    expect(run).toBeDefined();
    const event = await m.underwriter.get(`${events()}/${hook.body.id}`);
    expect(event.body.enabled).toBe(false);
  });
});

describe("an email from an email template", () => {
  it("is queued once by its step, for the event's transaction", async () => {
    const templates = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/email-templates?perPage=50`,
    );
    const template = templates.body.data.find((e: { name: string }) => e.name === "Policy bound");
    const created = await m.underwriter.post(events(), {
      name: "Bound: email the broker",
      event: "risk.bound",
      actions: [{ name: "Email", action: "sendEmail", config: { emailTemplateId: template.id } }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const policy = await boundPolicy(m);
    await t.app.jobs.drain();
    const run = (await runsOf("risk.bound", policy.id)).find(
      (r) => r.eventName === "Bound: email the broker",
    )!;
    const detail = await m.underwriter.get(`${runs()}/${run.id}`);
    expect(detail.body.status, JSON.stringify(detail.body)).toBe("succeeded");
    expect(detail.body.steps[0].output.emailTemplateId).toBe(template.id);
    const sent = await t.db
      .select()
      .from(riskEmails)
      .where(and(eq(riskEmails.riskPackageId, policy.id), eq(riskEmails.trigger, "manual")));
    expect(sent.map((e) => e.templateId)).toEqual([template.id]);
    expect((await m.underwriter.delete(`${events()}/${created.body.id}`)).status).toBe(204);
  });
});

describe("tenant isolation", () => {
  it("another company's runs are not found", async () => {
    const [run] = await t.db.select().from(companyEventRuns).limit(1);
    expect(run).toBeDefined();
    expect((await m.underwriter.get(`${runs()}/${run!.id}`)).status).toBe(200);
    // A user of another agency, under their own company: as if nothing were there.
    const summit = `/api/companies/${m.id.summit}/event-runs`;
    const other = await m.underwriter2.get(`${summit}/${run!.id}`);
    expect(other.status).toBe(404);
    expect((await m.underwriter2.post(`${summit}/${run!.id}/replay`, {})).status).toBe(404);
    const list = await m.underwriter2.get(summit);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    // Not a member of the agency.
    expect((await m.broker.get(`${runs()}/${run!.id}`)).status).toBe(404);
  });
});
