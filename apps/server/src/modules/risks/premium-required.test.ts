/** A package whose product rates no premium is never quoted nor bound (SPEC §4, §8). */
import { messages, referralMessages, TransactionStatus } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { newRisk, riskMarket } from "./fixtures.ts";
import { riskPackages, riskTransactions } from "./tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
let summitPackageId: number;
const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const summitUrl = (id: number) => `/api/companies/${m.id.summit}/risks/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  const available = await m.broker.get(`/api/companies/${m.id.harbourside}/available-packages`);
  // Summit's demo liability package: its product has no rating design, so no premium.
  summitPackageId = available.body.data.find(
    (p: { underwriter: { id: number } }) => p.underwriter.id === m.id.summit,
  ).id;
});
afterAll(() => t.close());

async function submitted() {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(summitPackageId, { answers: {} }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, { asIs: true });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

describe("a transaction without a premium", () => {
  it("is referred on submit with the reason, and the underwriter cannot quote it", async () => {
    const risk = await submitted();
    expect(risk.transactionStatus).toBe(TransactionStatus.Referred);
    const seen = await m.underwriter2.get(summitUrl(risk.id));
    expect(seen.body.referralReasons).toContain(referralMessages.premiumMissing);
    expect(seen.body.can.quote).toBe(false);
    const quote = await m.underwriter2.post(`${summitUrl(risk.id)}/quote`, {});
    expect(quote.status, JSON.stringify(quote.body)).toBe(422);
    expect(quote.body.errors).toEqual({ premium: [messages.premiumRequired] });
    const after = await m.underwriter2.get(summitUrl(risk.id));
    expect(after.body.transactionStatus).toBe(TransactionStatus.Referred);
  });

  it("quoted without a premium (before this rule), it cannot be bound", async () => {
    const risk = await submitted();
    const quotedAt = new Date();
    const quoteExpiresAt = new Date(quotedAt.getTime() + 86_400_000);
    await t.db
      .update(riskTransactions)
      .set({ status: TransactionStatus.Quoted, quotedAt, quoteExpiresAt })
      .where(eq(riskTransactions.riskPackageId, risk.id));
    await t.db
      .update(riskPackages)
      .set({ transactionStatus: TransactionStatus.Quoted, quoteExpiresAt })
      .where(eq(riskPackages.id, risk.id));
    const bind = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bind.status, JSON.stringify(bind.body)).toBe(422);
    expect(bind.body.errors).toEqual({ premium: [messages.premiumRequired] });
    const after = await m.broker.get(brokerUrl(risk.id));
    expect(after.body.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(after.body.can.bind).toBe(false);
    expect(after.body.policyNumber ?? null).toBeNull();
  });
});
