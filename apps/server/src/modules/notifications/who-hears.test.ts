/**
 * Who is told of each transaction and claim event, in which words and with which link: the
 * notifications table is emptied before each action and read whole after it, so a notice to
 * anybody else fails the test.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { claimsMarket } from "../../test/claims-fixtures.ts";
import { dueForRenewal } from "../../test/policies.ts";
import { boundPolicy, brokerRisks, uwRisks } from "../../test/policy-fixtures.ts";
import { todayIn } from "../rating/index.ts";
import { daysFrom, newRisk, piAnswers } from "../risks/fixtures.ts";
import { users } from "../users/tables.ts";
import { notifications } from "./tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof claimsMarket>>;

beforeAll(async () => {
  t = await createTestApp();
  m = await claimsMarket(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(notifications);
});

/** Every notification stored since the last reset: `email: message -> link`, sorted. */
async function told(): Promise<string[]> {
  const rows = await t.db
    .select({ email: users.email, type: notifications.type, data: notifications.data })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId));
  await t.db.delete(notifications);
  return rows.map((r) => `${r.email} ${r.type} ${r.data.message} -> ${r.data.frontendUrl}`).sort();
}

const BROKER = "broker@demo.test";
const UNDERWRITER = "underwriter@demo.test";
/** Coastal's risk managers: who hears for the underwriter side while nobody is assigned. */
const MANAGERS = ["multi@demo.test", UNDERWRITER];
const toManagers = (notice: string) => MANAGERS.map((email) => `${email} ${notice}`);

describe("risk transactions", () => {
  it("new business: quoted and bound, each to the other side, naming the transaction", async () => {
    const created = await m.broker.post(brokerRisks(m), newRisk(m.packageId));
    const { id, reference } = created.body;
    const url = `${brokerRisks(m)}/${id}`;
    await told();
    expect((await m.broker.post(`${url}/submit`, {})).status).toBe(200);
    expect(await told()).toEqual(
      toManagers(`risk.quoted ${reference}: new business quoted -> /risks/${id}`),
    );
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(await told()).toEqual(
      toManagers(
        `risk.bound ${reference}: new business bound, policy ${bound.body.policyNumber} -> /risks/${id}`,
      ),
    );
  });

  it("a referral, the underwriter's quote and a decline", async () => {
    const answers = piAnswers({ claims: true, claimDetails: "One" });
    const referred = await m.broker.post(brokerRisks(m), newRisk(m.packageId, { answers }));
    const { id, reference } = referred.body;
    await told();
    await m.broker.post(`${brokerRisks(m)}/${id}/submit`, {});
    expect(await told()).toEqual([
      `${UNDERWRITER} risk.referred ${reference}: new business referred -> /risks/${id}`,
    ]);
    expect((await m.underwriter.post(`${uwRisks(m)}/${id}/quote`, {})).status).toBe(200);
    expect(await told()).toEqual([
      `${BROKER} risk.quoted ${reference}: new business quoted -> /risks/${id}`,
    ]);

    const other = await m.broker.post(brokerRisks(m), newRisk(m.packageId, { answers }));
    await m.broker.post(`${brokerRisks(m)}/${other.body.id}/submit`, {});
    await told();
    const declined = await m.underwriter.post(`${uwRisks(m)}/${other.body.id}/decline`, {
      reason: "Outside appetite",
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(await told()).toEqual([
      `${BROKER} risk.declined ${other.body.reference}: new business declined -> /risks/${other.body.id}`,
    ]);
  });

  it("an adjustment, a cancellation and a reinstatement each say what was bound", async () => {
    const policy = await boundPolicy(m);
    const { id, reference, policyNumber, inceptionDate } = policy;
    const url = `${brokerRisks(m)}/${id}`;
    const link = `/risks/${id}`;
    await told();
    const adjusted = await m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(inceptionDate, 40),
      answers: piAnswers({ revenue: 2_400_000 }),
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(await told()).toEqual(
      toManagers(`risk.quoted ${reference}: adjustment quoted -> ${link}`),
    );
    await m.broker.post(`${url}/bind`, { declaration: true });
    expect(await told()).toEqual(
      toManagers(`risk.adjusted ${reference}: policy ${policyNumber} adjusted -> ${link}`),
    );

    await m.broker.post(`${url}/cancel`, {
      effectiveDate: daysFrom(inceptionDate, 200),
      reason: "Non-payment of premium",
      confirm: true,
    });
    expect(await told()).toEqual(
      toManagers(`risk.quoted ${reference}: cancellation quoted -> ${link}`),
    );
    await m.broker.post(`${url}/bind`, { declaration: true });
    expect(await told()).toEqual(
      toManagers(`risk.cancelled ${reference}: policy ${policyNumber} cancelled -> ${link}`),
    );

    await m.broker.post(`${url}/reinstate`, {});
    expect(await told()).toEqual(
      toManagers(`risk.referred ${reference}: reinstatement referred -> ${link}`),
    );
    await m.underwriter.post(`${uwRisks(m)}/${id}/quote`, {});
    expect(await told()).toEqual([
      `${BROKER} risk.quoted ${reference}: reinstatement quoted -> ${link}`,
    ]);
    await m.broker.post(`${url}/bind`, { declaration: true });
    expect(await told()).toEqual(
      toManagers(`risk.reinstated ${reference}: policy ${policyNumber} reinstated -> ${link}`),
    );
  });

  it("a renewal: started and rated in one notice to each party, then bound under its new number", async () => {
    const policy = await dueForRenewal(t, await boundPolicy(m));
    await told();
    const renewed = await m.broker.post(`${brokerRisks(m)}/${policy.id}/renew`, {});
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const next = renewed.body;
    // Starting it rates it as a submission: one notice says both, not "started" and "quoted".
    expect(await told()).toEqual(
      toManagers(
        `risk.renewal_started ${next.reference}: renewal of ${policy.policyNumber} started and quoted -> /risks/${next.id}`,
      ),
    );
    const bound = await m.broker.post(`${brokerRisks(m)}/${next.id}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(await told()).toEqual(
      toManagers(
        `risk.renewed ${next.reference}: policy ${bound.body.policyNumber} renewed -> /risks/${next.id}`,
      ),
    );

    // Started by the underwriter: the broker (and the agency's other manager) hear it once.
    const other = await dueForRenewal(t, await boundPolicy(m));
    await told();
    const byAgency = await m.underwriter.post(`${uwRisks(m)}/${other.id}/renew`, {});
    expect(byAgency.status, JSON.stringify(byAgency.body)).toBe(201);
    const notice = `risk.renewal_started ${byAgency.body.reference}: renewal of ${other.policyNumber} started and quoted -> /risks/${byAgency.body.id}`;
    expect(await told()).toEqual([`${BROKER} ${notice}`, `multi@demo.test ${notice}`]);
  });
});

describe("claims", () => {
  const today = todayIn("Australia/Sydney");
  const claimsOf = (companyId: number) => `/api/companies/${companyId}/claims`;

  it("the appointed firm hears it was appointed, the broker that a firm was, the client nothing", async () => {
    const policy = await m.boundPolicy();
    const link = await m.broker.put(`${brokerRisks(m)}/${policy.id}/client`, {
      clientCompanyId: m.id.kookaburra,
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    await told();
    const created = await m.underwriter.post(
      `/api/companies/${m.id.coastal}/risks/${policy.id}/claims`,
      { dateOfLoss: today, description: "Water damage", estimate: "25000" },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, reference } = created.body;
    expect(await told()).toEqual([
      `${BROKER} claim.notified ${reference}: a claim was notified -> /claims/${id}`,
      `client@demo.test claim.notified ${reference}: a claim was notified -> /claims/${id}`,
      // A member of the client company too.
      `multi@demo.test claim.notified ${reference}: a claim was notified -> /claims/${id}`,
    ]);

    const url = `${claimsOf(m.id.coastal)}/${id}`;
    const appointed = await m.underwriter.post(`${url}/legal`, { legalCompanyId: m.id.bankshale });
    expect(appointed.status).toBe(200);
    expect(await told()).toEqual([
      `${BROKER} claim.legalAppointed ${reference}: a law firm was appointed -> /claims/${id}`,
      `legal@demo.test claim.legalAppointed ${reference}: your firm was appointed -> /incidents/${id}`,
      // Coastal's other risk manager: nobody is assigned the policy.
      `multi@demo.test claim.legalAppointed ${reference}: a law firm was appointed -> /claims/${id}`,
    ]);

    // Money is not the client's to hear of; where the claim stands is.
    const reserve = await m.underwriter.post(`${url}/movements`, {
      movementDate: today,
      kind: "reserve",
      category: "indemnity",
      amount: "10000",
    });
    expect(reserve.status, JSON.stringify(reserve.body)).toBe(201);
    const money = await told();
    expect(money.some((n) => n.startsWith("client@demo.test"))).toBe(false);
    expect(money).toContain(
      `${BROKER} claim.reserve ${reference}: indemnity reserve set to $10,000.00 -> /claims/${id}`,
    );

    // The firm's documents reach the underwriter side alone.
    const uploaded = await m.legal.request(
      "POST",
      `${claimsOf(m.id.bankshale)}/${id}/documents?name=Advice.pdf`,
      undefined,
      { rawBody: "%PDF-1.4 advice", headers: { "content-type": "application/pdf" } },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(await told()).toEqual(
      toManagers(`claim.document ${reference}: document added: Advice.pdf -> /claims/${id}`),
    );

    const closed = await m.underwriter.post(`${url}/status`, {
      status: "closed",
      reason: "Settled",
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const status = await told();
    expect(status.filter((n) => n.startsWith("client@demo.test"))).toEqual([
      `client@demo.test claim.status ${reference}: closed -> /claims/${id}`,
    ]);
  });
});
