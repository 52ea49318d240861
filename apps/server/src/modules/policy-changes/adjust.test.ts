/**
 * Mid-term adjustments through the real app: priced line by line to the cent
 * against the domain's adjustment maths, quoted / referred / declined, bound by `/bind` with the
 * term and past transactions untouched, every refusal, out-of-sequence dates and withdrawal.
 */
import {
  adjustmentBreakdown,
  outOfSequenceMessage,
  policyChangeMessages,
  riskMessages,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  boundPolicy,
  brokerRisks,
  latest,
  type Market,
  uwRisks,
} from "../../test/policy-fixtures.ts";
import { daysFrom, newRisk, piAnswers, productToday, riskMarket } from "../risks/fixtures.ts";
import { riskTransactions } from "../risks/tables.ts";
import { manualPremiumReferral } from "./adjust-policy.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const strip = ({ change: _c, ...rest }: ReturnType<typeof adjustmentBreakdown>) => rest;

/** The annual premium of the same answers as new business (same tax year as the change). */
async function annualFor(answers: Record<string, unknown>) {
  const created = await m.broker.post(brokerRisks(m), newRisk(m.packageId, { answers }));
  const submitted = await m.broker.post(`${brokerRisks(m)}/${created.body.id}/submit`, {});
  return latest(submitted.body).premium;
}

describe("a mid-term adjustment", () => {
  it("charges the additional premium pro rata, line by line, and binds without touching the past", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const nb = latest(policy);
    const effective = daysFrom(policy.inceptionDate, 40);
    const answers = piAnswers({ revenue: 2_400_000 });
    const adjusted = await m.broker.post(`${url}/adjust`, { effectiveDate: effective, answers });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body).toMatchObject({
      transactionType: TransactionType.Adjustment,
      transactionStatus: TransactionStatus.Quoted,
      inceptionDate: policy.inceptionDate,
      expiryDate: policy.expiryDate,
    });
    const adj = latest(adjusted.body);
    expect(adj).toMatchObject({ type: TransactionType.Adjustment, effectiveDate: effective });
    const after = await annualFor(answers);
    const expected = adjustmentBreakdown({
      before: nb.premium as never,
      after: after as never,
      inception: policy.inceptionDate,
      expiry: policy.expiryDate,
      effective,
    });
    expect(adj.premium).toEqual(strip(expected));
    expect(Number(adj.premium.grossPremium)).toBeGreaterThan(0);
    expect(Number(adj.premium.stampDuty)).toBeGreaterThan(0);
    expect(adjusted.body.risks[0].answers.revenue).toBe(2_400_000);

    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body).toMatchObject({
      transactionStatus: TransactionStatus.Bound,
      inceptionDate: policy.inceptionDate,
      expiryDate: policy.expiryDate,
      policyNumber: policy.policyNumber,
    });
    expect(latest(bound.body)).toMatchObject({ effectiveDate: effective, premium: adj.premium });
    // The new business transaction is past: unchanged.
    expect(bound.body.risks[0].transactions[0]).toEqual(policy.risks[0].transactions[0]);

    const options = await m.broker.get(`${url}/policy-changes`);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      adjust: { allowed: true },
      cancel: { allowed: true },
      reinstate: { allowed: false, reason: policyChangeMessages.notCancelled },
      earliestEffectiveDate: effective,
    });
    expect(options.body.products[0].annualGrossPremium).toBe(after.grossPremium);
  });
});

describe("adjustment outcomes and refusals", () => {
  it("a decrease returns premium: every line negative or zero, adding up", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const effective = daysFrom(policy.inceptionDate, 100);
    const answers = piAnswers({ revenue: 600_000 });
    const adjusted = await m.broker.post(`${url}/adjust`, { effectiveDate: effective, answers });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const adj = latest(adjusted.body).premium;
    const expected = adjustmentBreakdown({
      before: latest(policy).premium as never,
      after: (await annualFor(answers)) as never,
      inception: policy.inceptionDate,
      expiry: policy.expiryDate,
      effective,
    });
    expect(adj).toEqual(strip(expected));
    for (const line of [
      "grossPremium",
      "premiumGst",
      "stampDuty",
      "amountPayable",
      "brokerCommission",
    ])
      expect(Number(adj[line]), line).toBeLessThan(0);
  });

  it("a refer rule refers; the underwriter quotes it and the broker binds it", async () => {
    const policy = await boundPolicy(m);
    const adjusted = await m.broker.post(`${brokerRisks(m)}/${policy.id}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 10),
      answers: piAnswers({ claims: true, claimDetails: "A claim in March" }),
    });
    expect(adjusted.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(adjusted.body.can.bind).toBe(false);
    const quoted = await m.underwriter.post(`${uwRisks(m)}/${policy.id}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    const bound = await m.broker.post(`${brokerRisks(m)}/${policy.id}/bind`, { declaration: true });
    expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
    expect(latest(bound.body).type).toBe(TransactionType.Adjustment);
  });

  it("the underwriter's manual premium on an adjustment sets the new annual terms; the change is re-priced from them", async () => {
    const policy = await boundPolicy(m);
    const effective = daysFrom(policy.inceptionDate, 73);
    const adjusted = await m.broker.post(`${brokerRisks(m)}/${policy.id}/adjust`, {
      effectiveDate: effective,
      answers: piAnswers({ claims: true, claimDetails: "A claim in March" }),
    });
    expect(adjusted.body.transactionStatus).toBe(TransactionStatus.Referred);
    const url = `${uwRisks(m)}/${policy.id}`;
    const manual = await m.underwriter.post(`${url}/adjust`, {
      productId: policy.risks[0].productId,
      basePremium: "4000.00",
      discountPercent: 10,
      reason: "Claim loading agreed with the broker",
    });
    expect((await m.underwriter.get(url)).body.can.adjust).toBe(true);
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    expect(manual.body.transactionStatus).toBe(TransactionStatus.Referred);
    const [row] = await t.db
      .select()
      .from(riskTransactions)
      .where(eq(riskTransactions.id, latest(manual.body).id));
    // The annual terms: a $4,000 premium with a 10% discount line; the change: the difference
    // from the premium in force, pro rata for the days left.
    expect(row!.annualPremium!.ratedPremium).toBe("4000.00");
    expect(row!.annualPremium!.discountCharges.map((c) => c.amount)).toEqual(["400.00"]);
    const expected = adjustmentBreakdown({
      before: latest(policy).premium as never,
      after: row!.annualPremium!,
      inception: policy.inceptionDate,
      expiry: policy.expiryDate,
      effective,
    });
    expect(latest(manual.body).premium).toEqual(strip(expected));
    expect(row!.grossPremium).toBe(expected.grossPremium);
    expect(row!.amountPayable).toBe(expected.amountPayable);
    // An override re-prices the same way (unknown names are refused as on new business).
    const override = await m.underwriter.post(`${url}/overrides`, {
      productId: policy.risks[0].productId,
      overrides: { nothing: 1 },
    });
    expect(override.status).toBe(422);

    expect((await m.underwriter.post(`${url}/quote`, {})).status).toBe(200);
    const bound = await m.broker.post(`${brokerRisks(m)}/${policy.id}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const options = await m.broker.get(`${brokerRisks(m)}/${policy.id}/policy-changes`);
    expect(options.body.products[0].annualGrossPremium).toBe(row!.annualPremium!.grossPremium);
    // The premium in force was set by hand: the next adjustment goes to the underwriter.
    const next = await m.broker.post(`${brokerRisks(m)}/${policy.id}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 80),
      answers: piAnswers({ revenue: 1_900_000, claims: true, claimDetails: "A claim in March" }),
    });
    expect(next.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(next.body.referralReasons).toContain(manualPremiumReferral);
  });

  it("a cancellation's premium cannot be set by hand (409)", async () => {
    const policy = await boundPolicy(m);
    const cancelled = await m.broker.post(`${brokerRisks(m)}/${policy.id}/cancel`, {
      effectiveDate: daysFrom(policy.inceptionDate, 20),
      reason: "Insured request",
      confirm: true,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const manual = await m.underwriter.post(`${uwRisks(m)}/${policy.id}/adjust`, {
      productId: policy.risks[0].productId,
      basePremium: "100.00",
      reason: "Goodwill",
    });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(riskMessages.reviewChangeDerived);
    expect((await m.underwriter.get(`${uwRisks(m)}/${policy.id}`)).body.can.adjust).toBe(false);
  });

  it("a decline rule declines the change; the policy stays bound and can change again", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const declined = await m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 10),
      answers: piAnswers({ revenue: 25_000_000 }),
    });
    expect(declined.body.transactionStatus).toBe(TransactionStatus.Declined);
    const again = await m.broker.post(`${url}/adjust`, {
      effectiveDate: daysFrom(policy.inceptionDate, 10),
      answers: piAnswers({ revenue: 1_500_000 }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.transactionStatus).toBe(TransactionStatus.Quoted);
  });

  it("refuses what the rules refuse, with the field and the spec's wording", async () => {
    const created = await m.broker.post(brokerRisks(m), newRisk(m.packageId));
    const quotedOnly = `${brokerRisks(m)}/${created.body.id}`;
    await m.broker.post(`${quotedOnly}/submit`, {});
    const notBound = await m.broker.post(`${quotedOnly}/adjust`, {
      effectiveDate: productToday(),
      answers: piAnswers({ revenue: 2_000_000 }),
    });
    expect(notBound.status).toBe(409);
    expect(notBound.body.message).toBe(policyChangeMessages.changeInProgress);

    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const post = (body: unknown) => m.broker.post(`${url}/adjust`, body);
    const answers = piAnswers({ revenue: 2_000_000 });
    const before = await post({ effectiveDate: daysFrom(policy.inceptionDate, -1), answers });
    expect(before.status).toBe(422);
    expect(before.body.errors.effectiveDate).toEqual([
      policyChangeMessages.effectiveBeforeInception,
    ]);
    const after = await post({ effectiveDate: policy.expiryDate, answers });
    expect(after.body.errors.effectiveDate).toEqual([policyChangeMessages.effectiveAfterExpiry]);
    const badDate = await post({ effectiveDate: "2025-13-01", answers });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors.effectiveDate).toEqual(["Enter a valid date"]);
    const same = await post({ effectiveDate: productToday(), answers: piAnswers() });
    expect(same.body.errors.answers).toEqual([policyChangeMessages.nothingChanged]);
    const wrong = await post({
      effectiveDate: productToday(),
      answers: piAnswers({ profession: undefined }),
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toContain("answers.profession");
    const addOn = await post({
      effectiveDate: productToday(),
      addOns: [{ productId: m.addOnId, answers: {} }],
    });
    expect(addOn.body.errors["addOns.0.productId"]).toEqual([policyChangeMessages.unknownProduct]);

    const first = await post({ effectiveDate: daysFrom(policy.inceptionDate, 60), answers });
    expect(first.status).toBe(200);
    const inProgress = await post({
      effectiveDate: daysFrom(policy.inceptionDate, 70),
      answers: piAnswers({ revenue: 3_000_000 }),
    });
    expect(inProgress.status).toBe(409);
    expect(inProgress.body.message).toBe(policyChangeMessages.changeInProgress);
    await m.broker.post(`${url}/bind`, { declaration: true });

    // Out of sequence: before the bound change's effective date (docs/decisions.md).
    const early = await post({
      effectiveDate: daysFrom(policy.inceptionDate, 30),
      answers: piAnswers({ revenue: 3_000_000 }),
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.effectiveDate).toEqual([
      outOfSequenceMessage(daysFrom(policy.inceptionDate, 60)),
    ]);
  });

  it("a quoted change is withdrawn (not taken up); the policy is as bound", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const nothing = await m.broker.post(`${url}/withdraw`, {});
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(policyChangeMessages.nothingToWithdraw);
    await m.broker.post(`${url}/adjust`, {
      effectiveDate: productToday(),
      answers: piAnswers({ revenue: 2_000_000 }),
    });
    const withdrawn = await m.broker.post(`${url}/withdraw`, {});
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.transactionStatus).toBe(TransactionStatus.NotTakenUp);
    const bind = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bind.status).toBe(409);
    const options = await m.broker.get(`${url}/policy-changes`);
    expect(options.body.adjust).toEqual({ allowed: true, reason: null });
  });
});
