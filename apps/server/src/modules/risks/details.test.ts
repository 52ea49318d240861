/** Insured and cover details after submission; bind re-rates a reset inception date. */
import { riskEditMessages, TransactionStatus } from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { demoMarket } from "../../test/market.ts";
import { daysFrom, insured, newRisk, piAnswers, productToday, riskMarket } from "./fixtures.ts";
import { riskPackages, riskTransactions } from "./tables.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwUrl = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

async function submitted(answers = piAnswers()) {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, { answers }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (await m.broker.post(`${brokerUrl(created.body.id)}/submit`, {})).body;
}
const vic = { ...insured, address: { ...insured.address, state: "VIC", postcode: "3000" } };

describe("insured and cover details after submission", () => {
  it("a name change keeps the quote; a new state re-rates and sends the quote back to Referred", async () => {
    const risk = await submitted();
    expect(risk.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(risk.can.editDetails).toBe(true);
    const before = risk.risks[0].transactions[0].premium;
    const renamed = await m.broker.put(`${brokerUrl(risk.id)}/details`, {
      insured: { ...insured, name: "Kookaburra Engineering Group" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.insured.name).toBe("Kookaburra Engineering Group");
    expect(renamed.body.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(renamed.body.risks[0].transactions[0].premium).toEqual(before);

    // A new state is a rating input: the open transaction is re-rated (the stale stored premium
    // below is replaced by the engine's) and the quote goes back to Referred.
    await t.db
      .update(riskTransactions)
      .set({
        grossPremium: "1.00",
        premium: sql`jsonb_set(${riskTransactions.premium}, '{grossPremium}', '"1.00"')`,
      })
      .where(eq(riskTransactions.id, risk.risks[0].transactions[0].id));
    const moved = await m.broker.put(`${brokerUrl(risk.id)}/details`, { insured: vic });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.insured.address.state).toBe("VIC");
    expect(moved.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(moved.body.referralReasons).toContain(riskEditMessages.changedAfterQuote);
    const after = moved.body.risks[0].transactions[0];
    expect(after.quoteExpiresAt).toBeNull();
    // The demo form asks the risk's state itself (the engine prefers it): the same premium.
    expect(after.premium).toEqual(before);
    // The underwriter quotes the changed terms again; the broker binds them.
    expect((await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {})).status).toBe(200);
    const bound = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bound.body.risks[0].transactions[0].premium).toEqual(after.premium);
    // Past transactions are locked.
    const locked = await m.broker.put(`${brokerUrl(risk.id)}/details`, { insured });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Only a referred or quoted transaction can be reviewed");
  });

  it("the underwriter moves the inception date of a referral: re-rated at the new date; limits checked", async () => {
    const risk = await submitted(piAnswers({ claims: true, claimDetails: "One" }));
    expect(risk.transactionStatus).toBe(TransactionStatus.Referred);
    const later = daysFrom(productToday(), 14);
    const moved = await m.underwriter.put(`${uwUrl(risk.id)}/details`, {
      inceptionDate: later,
      termMonths: 6,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ inceptionDate: later, termMonths: 6 });
    expect(moved.body.risks[0].transactions[0].effectiveDate).toBe(later);
    const bad = await m.underwriter.put(`${uwUrl(risk.id)}/details`, { termMonths: 48 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.termMonths[0]).toMatch(/^The term must be between \d+ and \d+ months$/);
    const far = await m.underwriter.put(`${uwUrl(risk.id)}/details`, {
      inceptionDate: daysFrom(productToday(), 400),
    });
    expect(far.status).toBe(422);
    expect(Object.keys(far.body.errors)).toEqual(["inceptionDate"]);
    const empty = await m.underwriter.put(`${uwUrl(risk.id)}/details`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ insured: [riskEditMessages.nothingToChange] });
    const noName = await m.broker.put(`${brokerUrl(risk.id)}/details`, {
      insured: { ...insured, name: "" },
    });
    expect(noName.status).toBe(422);
    expect(noName.body.errors["insured.name"]).toEqual(["Insured name is required"]);
    const unchanged = await m.underwriter.get(uwUrl(risk.id));
    expect(unchanged.body).toMatchObject({ inceptionDate: later, termMonths: 6 });
  });

  it("refuses while Initiated, on a renewed package, to view-only users; other companies get 404", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId),
    );
    const initiated = await m.broker.put(`${brokerUrl(created.body.id)}/details`, { insured: vic });
    expect(initiated.status).toBe(409);
    const risk = await submitted();
    const assistant = await (await demoMarket(t)).signIn("assistant@demo.test");
    expect((await assistant.put(`${brokerUrl(risk.id)}/details`, { insured: vic })).status).toBe(
      403,
    );
    for (const [client, companyId] of [
      [m.broker2, m.id.southerncross],
      [m.underwriter2, m.id.summit],
      [m.insurer, m.id.greatsouthern],
    ] as const) {
      const answer = await client.put(`/api/companies/${companyId}/risks/${risk.id}/details`, {
        insured: vic,
      });
      expect(answer.status).toBe(404);
    }
    // A renewal of this package makes it read-only.
    await t.db
      .update(riskPackages)
      .set({ renewalOfRiskPackageId: risk.id })
      .where(eq(riskPackages.id, created.body.id));
    const renewed = await m.broker.put(`${brokerUrl(risk.id)}/details`, { insured: vic });
    expect(renewed.status).toBe(409);
    expect(renewed.body.message).toBe(riskEditMessages.renewed);
    expect((await m.broker.get(brokerUrl(risk.id))).body.insured.address.state).toBe("NSW");
  });
});

describe("bind after the inception date passed", () => {
  it("a broker's reset inception date is re-rated at the bound date, never the stale quoted premium", async () => {
    const risk = await submitted();
    const quoted = risk.risks[0].transactions[0];
    const past = daysFrom(productToday(), -5);
    // Five days later: the quoted inception has passed, and the stored quote is stale.
    await t.db
      .update(riskPackages)
      .set({ inceptionDate: past })
      .where(eq(riskPackages.id, risk.id));
    await t.db
      .update(riskTransactions)
      .set({
        effectiveDate: past,
        grossPremium: "1.00",
        premium: sql`jsonb_set(${riskTransactions.premium}, '{grossPremium}', '"1.00"')`,
      })
      .where(eq(riskTransactions.id, quoted.id));
    const bound = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.inceptionDate).toBe(productToday());
    const tx = bound.body.risks[0].transactions[0];
    expect(tx.effectiveDate).toBe(productToday());
    expect(tx.premium).toEqual(quoted.premium);
    const timeline = await m.underwriter.get(`${uwUrl(risk.id)}/timeline`);
    expect(timeline.status).toBe(200);
  });
});
