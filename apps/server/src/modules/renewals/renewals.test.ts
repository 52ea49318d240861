/** Renewals: renew, the chain's read-only rule, history, invitations and lapses. */
import {
  policyChangeMessages,
  renewalInvitationDate,
  renewalNotYetMessage,
  startOfZonedDate,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  at,
  boundPolicy,
  brokerUrl,
  capturingOutbox,
  DAY,
  dueForRenewal,
  type Market,
  testDeps,
  uwUrl,
} from "../../test/policies.ts";
import { notifications } from "../notifications/tables.ts";
import { passingTestRun } from "../product-designer/test-helpers.ts";
import { daysFrom, productToday, riskMarket } from "../risks/fixtures.ts";
import { riskPackages } from "../risks/tables.ts";
import { sweepRenewals } from "./sweep.ts";
import { renewalInvitations } from "./tables.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const history = async (url: string) => (await m.broker.get(`${url}/renewals`)).body;

describe("renewing a policy", () => {
  it("the next term starts at expiry, in the same chain, rated as REN; the term before is read-only", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m));
    const url = brokerUrl(m, policy.id);
    // A change form's effective date defaults to the product's today, which the server sends.
    expect((await m.broker.get(`${url}/policy-changes`)).body.today).toBe(productToday());
    const before = await history(url);
    expect(before).toMatchObject({ isLatest: true, canRenew: true, renewRefusal: null });
    expect(before.data).toHaveLength(1);

    const renewed = await m.broker.post(`${url}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const next = renewed.body;
    expect(next.id).not.toBe(policy.id);
    expect(next.inceptionDate).toBe(policy.expiryDate);
    expect(next.transactionType).toBe(TransactionType.Renewal);
    expect(next.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(next.policyNumber).toBeNull();
    const tx = next.risks[0].transactions[0];
    expect(tx.type).toBe(TransactionType.Renewal);
    expect(tx.basedOnTransactionId).not.toBeNull();
    expect(Number(tx.premium.grossPremium)).toBeGreaterThan(0);

    const chain = await history(url);
    expect(chain.data.map((term: { id: number }) => term.id)).toEqual([policy.id, next.id]);
    expect(chain.data[1]).toMatchObject({ renewalOfId: policy.id, current: false });
    expect(chain).toMatchObject({
      isLatest: false,
      canRenew: false,
      renewRefusal: "This policy has already been renewed",
    });
    const again = await m.broker.post(`${url}/renew`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This policy has already been renewed");
    // Only the latest term of a chain changes (SPEC §4): the underwriter's review is refused too.
    const note = await m.underwriter.post(`${uwUrl(m, policy.id)}/bind`, { declaration: true });
    expect(note.status).toBe(409);
    expect(note.body.message).toBe(
      "A later term of this policy exists: change the latest term instead",
    );

    const bound = await m.broker.post(`${brokerUrl(m, next.id)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.policyNumber).not.toBe(policy.policyNumber);
    const fromNext = await history(brokerUrl(m, next.id));
    // The next term is the latest; it renews inside its own window, a year on.
    expect(fromNext).toMatchObject({
      isLatest: true,
      canRenew: false,
      renewRefusal: renewalNotYetMessage(renewalInvitationDate(next.expiryDate, 30), 30),
    });
    expect(fromNext.data.map((term: { current: boolean }) => term.current)).toEqual([false, true]);
    const fromOld = await history(url);
    expect(fromOld.renewRefusal).toBe("Only the latest term of a policy can be renewed");
    // Paged on the server.
    const paged = await m.broker.get(`${url}/renewals?perPage=1&page=2`);
    expect(paged.body.data.map((term: { id: number }) => term.id)).toEqual([next.id]);
    expect(paged.body.meta).toMatchObject({ total: 2, lastPage: 2 });
  });

  it("a renewal is referred when the rules say so", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m, { refer: true }));
    const renewed = await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect(renewed.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(renewed.body.transactionType).toBe(TransactionType.Renewal);
  });

  it("assigns the renewal as new business (the rules on a referral), else to the previous assignee", async () => {
    const [uma, morgan, noah] = await Promise.all([
      m.userId(m.underwriter),
      m.userId(m.senior),
      m.userId(m.underwriter2),
    ]);
    const assign = (id: number, userId: number) =>
      t.db
        .update(riskPackages)
        .set({ assignedUnderwriterUserId: userId })
        .where(eq(riskPackages.id, id));
    const renew = async (id: number) => {
      const renewed = await m.broker.post(`${brokerUrl(m, id)}/renew`, {});
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
      return renewed.body as { transactionStatus: number; assignedUnderwriter: { id: number } };
    };
    // Referred: the demo's rule ("Every referral" → Uma) decides, not last year's assignee.
    const referred = await dueForRenewal(t, await boundPolicy(m, { refer: true }));
    await assign(referred.id, morgan);
    const byRules = await renew(referred.id);
    expect(byRules.transactionStatus).toBe(TransactionStatus.Referred);
    expect(byRules.assignedUnderwriter?.id).toBe(uma);
    // Quoted (no rule runs): the previous term's assignee keeps the policy.
    const quoted = await dueForRenewal(t, await boundPolicy(m));
    await assign(quoted.id, morgan);
    const kept = await renew(quoted.id);
    expect(kept.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(kept.assignedUnderwriter?.id).toBe(morgan);
    // A previous assignee who can no longer manage the company's risks is not kept.
    const gone = await dueForRenewal(t, await boundPolicy(m));
    await assign(gone.id, noah);
    expect((await renew(gone.id)).assignedUnderwriter ?? null).toBeNull();
  });

  it("refuses what is not a bound policy, and hides other companies' policies", async () => {
    const created = await m.broker.post(`/api/companies/${m.id.harbourside}/risks`, {
      ...(await import("../risks/fixtures.ts")).newRisk(m.packageId),
    });
    const url = brokerUrl(m, created.body.id);
    await m.broker.post(`${url}/submit`, {});
    const quoted = await m.broker.post(`${url}/renew`, {});
    expect(quoted.status).toBe(409);
    expect(quoted.body.message).toBe(
      "Another change to this policy is in progress: bind, decline or discard it first",
    );
    expect((await history(url)).canRenew).toBe(false);

    const policy = await dueForRenewal(t, await boundPolicy(m));
    for (const [client, companyId] of [
      [m.broker2, m.id.southerncross],
      [m.underwriter2, m.id.summit],
    ] as const) {
      const other = `/api/companies/${companyId}/risks/${policy.id}`;
      expect((await client.post(`${other}/renew`, {})).status).toBe(404);
      expect((await client.get(`${other}/renewals`)).status).toBe(404);
    }
    // The insurer carrying the agreement it is bound under reads its terms and renews nothing.
    const carried = `/api/companies/${m.id.greatsouthern}/risks/${policy.id}`;
    expect((await m.insurer.post(`${carried}/renew`, {})).status).toBe(403);
    const terms = await m.insurer.get(`${carried}/renewals`);
    expect(terms.status).toBe(200);
    expect(terms.body.canRenew).toBe(false);
    // The underwriter side may renew too (the assignee or anyone on an unassigned policy).
    const byUnderwriter = await m.underwriter.post(`${uwUrl(m, policy.id)}/renew`, {});
    expect(byUnderwriter.status, JSON.stringify(byUnderwriter.body)).toBe(201);
  });
});

describe("renewal settings", () => {
  const url = () => `/api/companies/${m.id.coastal}/renewal-settings`;
  it("the underwriter sets the invitation days; bad input is refused beside the field", async () => {
    expect((await m.underwriter.get(url())).body).toEqual({ invitationDays: 30 });
    const bad = await m.underwriter.put(url(), { invitationDays: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.invitationDays).toEqual(["Enter a number of days between 1 and 180"]);
    const broker = await m.broker.put(`/api/companies/${m.id.harbourside}/renewal-settings`, {
      invitationDays: 10,
    });
    expect(broker.status).toBe(403);
    const other = await m.broker.put(url(), { invitationDays: 10 });
    expect([403, 404]).toContain(other.status);
    const ok = await m.underwriter.put(url(), { invitationDays: 45 });
    expect(ok.body).toEqual({ invitationDays: 45 });
  });
});

describe("renewal invitations and lapses (the job, with a clock)", () => {
  const invitationOf = async (id: number) =>
    (
      await t.db.select().from(renewalInvitations).where(eq(renewalInvitations.riskPackageId, id))
    )[0];

  it("invites the broker in app and by email N days before expiry, once; a renewal not bound lapses at expiry", async () => {
    await m.underwriter.put(`/api/companies/${m.id.coastal}/renewal-settings`, {
      invitationDays: 45,
    });
    const policy = await dueForRenewal(t, await boundPolicy(m));
    const outbox = capturingOutbox();
    const deps = testDeps(t, outbox);
    const clock = manualClock(at(policy.expiryDate, -46));
    await sweepRenewals(deps, clock);
    expect(await invitationOf(policy.id)).toBeUndefined();

    clock.set(at(policy.expiryDate, -45));
    await sweepRenewals(deps, clock);
    expect(await invitationOf(policy.id)).toMatchObject({ status: "invited" });
    const brokerId = await m.userId(m.broker);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, brokerId), eq(notifications.type, "risk.renewal_due")));
    expect(told.some((n) => JSON.stringify(n.data).includes(policy.reference))).toBe(true);
    const mail = outbox.sent.find((s) => s.subject?.includes(policy.policyNumber));
    expect(mail).toMatchObject({ channel: "email", to: "broker@demo.test" });
    expect(mail?.text).toContain(`/risks/${policy.id}`);
    const count = outbox.sent.length;
    await sweepRenewals(deps, clock);
    expect(outbox.sent.filter((s) => s.subject?.includes(policy.policyNumber))).toHaveLength(1);
    expect(outbox.sent.length).toBe(count);
    expect((await history(brokerUrl(m, policy.id))).invitation).toMatchObject({
      status: "invited",
      expiryDate: policy.expiryDate,
    });

    const renewal = (await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {})).body;
    expect((await invitationOf(policy.id))?.renewalRiskPackageId).toBe(renewal.id);
    clock.set(at(policy.expiryDate, -1));
    await sweepRenewals(deps, clock);
    expect((await m.broker.get(brokerUrl(m, renewal.id))).body.transactionStatus).toBe(
      TransactionStatus.Quoted,
    );
    clock.set(at(policy.expiryDate));
    const swept = await sweepRenewals(deps, clock);
    expect(swept.lapsed).toBeGreaterThanOrEqual(1);
    const lapsed = (await m.broker.get(brokerUrl(m, renewal.id))).body;
    expect(lapsed.transactionStatus).toBe(TransactionStatus.NotTakenUp);
    expect(lapsed.risks[0].transactions[0].status).toBe(TransactionStatus.NotTakenUp);
    expect(await invitationOf(policy.id)).toMatchObject({ status: "lapsed" });
    // The lapsed term no longer counts: the expired term is the latest of its chain again.
    expect((await history(brokerUrl(m, policy.id))).isLatest).toBe(true);
    const bind = await m.broker.post(`${brokerUrl(m, renewal.id)}/bind`, { declaration: true });
    expect(bind.status).toBe(409);
  });

  it("a renewal bound before expiry closes the invitation as renewed", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m));
    const deps = testDeps(t, capturingOutbox());
    const clock = manualClock(at(policy.expiryDate, -10));
    await sweepRenewals(deps, clock);
    const renewal = (await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {})).body;
    await m.broker.post(`${brokerUrl(m, renewal.id)}/bind`, { declaration: true });
    clock.set(at(policy.expiryDate));
    await sweepRenewals(deps, clock);
    expect(await invitationOf(policy.id)).toMatchObject({
      status: "renewed",
      renewalRiskPackageId: renewal.id,
    });
    expect((await m.broker.get(brokerUrl(m, renewal.id))).body.transactionStatus).toBe(
      TransactionStatus.Bound,
    );
  });
});

describe("the renewal job on the product's date", () => {
  it("lapses a Brisbane renewal when Brisbane's date reaches its start, though UTC's has not", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m), 5);
    const renewal = (await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {})).body;
    expect(renewal.transactionStatus).toBe(TransactionStatus.Quoted);
    const deps = testDeps(t, capturingOutbox());
    // 13:30 UTC the day before: 23:30 in Brisbane, still open.
    const clock = manualClock(new Date(Date.parse(`${policy.expiryDate}T13:30:00Z`) - DAY));
    await sweepRenewals(deps, clock);
    expect((await m.broker.get(brokerUrl(m, renewal.id))).body.transactionStatus).toBe(
      TransactionStatus.Quoted,
    );
    // 14:30 UTC the day before: already the expiry date in Brisbane.
    clock.advance(60 * 60 * 1000);
    await sweepRenewals(deps, clock);
    expect((await m.broker.get(brokerUrl(m, renewal.id))).body.transactionStatus).toBe(
      TransactionStatus.NotTakenUp,
    );
  });
});

describe("renewal on a newer product version", () => {
  it("migrates each risk to the newest published version and rates it there", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m));
    const seen = (await m.broker.get(brokerUrl(m, policy.id))).body;
    const main = seen.risks[0];
    const products = `/api/companies/${m.id.coastal}/products/${main.productId}`;
    const draft = await m.underwriter.post(`${products}/versions`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const versionId = (draft.body.currentVersion ?? draft.body).id;
    const details = (await m.underwriter.get(`${products}/versions/${versionId}`)).body;
    await m.underwriter.put(`${products}/versions/${versionId}`, {
      ...(details.details ?? details.currentVersion?.details),
      description: "Renewal edition",
    });
    await passingTestRun(m.underwriter, `${products}/versions/${versionId}`);
    const published = await m.underwriter.post(`${products}/versions/${versionId}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const renewed = await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    expect(renewed.body.risks[0].productVersionNumber).toBeGreaterThan(main.productVersionNumber);
    expect(renewed.body.transactionStatus).toBe(TransactionStatus.Quoted);
  });
});

describe("the renewal window (today in the product's time zone)", () => {
  const settings = () => `/api/companies/${m.id.coastal}/renewal-settings`;

  it("a policy bound minutes ago is not offered Renew, and the API refuses it", async () => {
    await m.underwriter.put(settings(), { invitationDays: 30 });
    const policy = await boundPolicy(m);
    const url = brokerUrl(m, policy.id);
    const opens = renewalInvitationDate(policy.expiryDate, 30);
    const message = renewalNotYetMessage(opens, 30);
    expect(await history(url)).toMatchObject({ canRenew: false, renewRefusal: message });
    const refused = await m.broker.post(`${url}/renew`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message });
    const byUnderwriter = await m.underwriter.post(`${uwUrl(m, policy.id)}/renew`, {});
    expect(byUnderwriter.status).toBe(409);
  });

  it("opens the company's days before expiry and closes on the expiry date", async () => {
    await m.underwriter.put(settings(), { invitationDays: 30 });
    const policy = await boundPolicy(m);
    const url = brokerUrl(m, policy.id);
    await dueForRenewal(t, policy, 31);
    expect((await history(url)).canRenew).toBe(false);
    await dueForRenewal(t, policy, 30);
    expect(await history(url)).toMatchObject({ canRenew: true, renewRefusal: null });
    await m.underwriter.put(settings(), { invitationDays: 60 });
    await dueForRenewal(t, policy, 45);
    expect((await history(url)).canRenew).toBe(true);
    // On its expiry date a renewal would start today and lapse at once.
    await dueForRenewal(t, policy, 0);
    expect(await history(url)).toMatchObject({
      canRenew: false,
      renewRefusal: policyChangeMessages.renewalExpired,
    });
    const late = await m.broker.post(`${url}/renew`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(policyChangeMessages.renewalExpired);
    await m.underwriter.put(settings(), { invitationDays: 30 });
  });
});

describe("a renewal's quote validity", () => {
  const settings = () => `/api/companies/${m.id.coastal}/renewal-settings`;
  const startOf = (date: string) =>
    Math.floor(startOfZonedDate(date, "Australia/Brisbane").getTime() / 1000);

  it("stays open until the renewal's term starts, not 30 days from quoting", async () => {
    await m.underwriter.put(settings(), { invitationDays: 90 });
    // Quoted 80 days before the term starts: 30 days would lapse it 50 days before then.
    const early = await dueForRenewal(t, await boundPolicy(m), 80);
    const renewed = (await m.broker.post(`${brokerUrl(m, early.id)}/renew`, {})).body;
    expect(renewed.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(renewed.inceptionDate).toBe(daysFrom(productToday(), 80));
    expect(renewed.risks[0].transactions[0].quoteExpiresAt).toBe(startOf(renewed.inceptionDate));
    // Quoted 10 days before: open those 10 days, not past the start of the term.
    const late = await dueForRenewal(t, await boundPolicy(m), 10);
    const soon = (await m.broker.post(`${brokerUrl(m, late.id)}/renew`, {})).body;
    expect(soon.risks[0].transactions[0].quoteExpiresAt).toBe(startOf(late.expiryDate));
    await m.underwriter.put(settings(), { invitationDays: 30 });
  });

  it("a referred renewal the underwriter quotes is open until the term starts too", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m, { refer: true }), 20);
    const renewed = (await m.broker.post(`${brokerUrl(m, policy.id)}/renew`, {})).body;
    expect(renewed.transactionStatus).toBe(TransactionStatus.Referred);
    const quoted = await m.underwriter.post(`${uwUrl(m, renewed.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.risks[0].transactions.at(-1).quoteExpiresAt).toBe(
      startOf(policy.expiryDate),
    );
  });
});
