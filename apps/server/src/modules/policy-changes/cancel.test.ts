/**
 * Cancellation and reinstatement through the real app: the return premium line
 * by line against the domain's maths (pro rata, short-rate, minimum earned), quotes open 30 days,
 * the add-on rule, reinstatement charging back the return, the read-only rule and tenant
 * isolation of every new route.
 */
import {
  cancellationBreakdown,
  policyChangeMessages,
  reinstatementBreakdown,
  riskMessages,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../platform/clock/index.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import {
  boundPolicy,
  brokerRisks,
  latest,
  type Market,
  uwRisks,
} from "../../test/policy-fixtures.ts";
import { productVersions } from "../products/tables.ts";
import { daysFrom, piAnswers, riskMarket } from "../risks/fixtures.ts";
import { sweepQuotes } from "../risks/index.ts";
import { reinstatementReferral } from "./reinstate-policy.ts";

let t: TestApp;
let m: Market;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const strip = <T extends { change?: unknown }>({ change: _c, ...rest }: T) => rest;

describe("cancellation", () => {
  it("returns premium pro rata by day, quoted 30 days; bound, the policy is cancelled", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const effective = daysFrom(policy.inceptionDate, 73);
    const noConfirm = await m.broker.post(`${url}/cancel`, {
      effectiveDate: effective,
      reason: "Non-payment of premium",
    });
    expect(noConfirm.status).toBe(422);
    expect(noConfirm.body.errors.confirm).toEqual([policyChangeMessages.cancellationConfirm]);
    const noReason = await m.broker.post(`${url}/cancel`, {
      effectiveDate: effective,
      reason: "Because",
      confirm: true,
    });
    expect(noReason.body.errors.reason).toEqual([policyChangeMessages.cancellationReasonRequired]);

    const cancelled = await m.broker.post(`${url}/cancel`, {
      effectiveDate: effective,
      reason: "Non-payment of premium",
      confirm: true,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const can = latest(cancelled.body);
    expect(can).toMatchObject({
      type: TransactionType.Cancellation,
      status: TransactionStatus.Quoted,
      effectiveDate: effective,
      cancellationReason: "Non-payment of premium",
    });
    expect((can.quoteExpiresAt! - can.quotedAt!) * 1000).toBe(30 * DAY);
    const expected = cancellationBreakdown({
      inForce: latest(policy).premium as never,
      inception: policy.inceptionDate,
      expiry: policy.expiryDate,
      effective,
    });
    expect(expected.change.basis).toBe("prorata");
    expect(can.premium).toEqual(strip(expected));
    expect(Number(can.premium.premiumGst)).toBeLessThan(0);
    expect(Number(can.premium.stampDuty)).toBeLessThan(0);
    expect(can.premium.adminFee).toBe("0.00"); // flat fee kept

    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(bound.body.transactionStatus).toBe(TransactionStatus.Bound);
    expect(bound.body.transactionType).toBe(TransactionType.Cancellation);
    const options = await m.broker.get(`${url}/policy-changes`);
    expect(options.body).toMatchObject({
      cancelled: true,
      adjust: { allowed: false, reason: policyChangeMessages.alreadyCancelled },
      cancel: { allowed: false, reason: policyChangeMessages.alreadyCancelled },
      reinstate: { allowed: true },
    });
    const again = await m.broker.post(`${url}/cancel`, {
      effectiveDate: effective,
      reason: "Non-payment of premium",
      confirm: true,
    });
    expect(again.status).toBe(409);
    const adjust = await m.broker.post(`${url}/adjust`, {
      effectiveDate: effective,
      answers: piAnswers({ revenue: 2_000_000 }),
    });
    expect(adjust.body.message).toBe(policyChangeMessages.alreadyCancelled);
  });

  it("a reinstatement charges back exactly what the cancellation returned", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const notCancelled = await m.broker.post(`${url}/reinstate`, {});
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body.message).toBe(policyChangeMessages.notCancelled);
    await m.broker.post(`${url}/cancel`, {
      effectiveDate: daysFrom(policy.inceptionDate, 200),
      reason: "Cancelled by insurer",
      confirm: true,
    });
    const cancelled = await m.broker.post(`${url}/bind`, { declaration: true });
    const can = latest(cancelled.body);
    // The term's gross premium is what was bound, net of the return: never the return alone.
    const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
    const termGross = async () =>
      cents((await m.broker.get(`${url}/renewals`)).body.data[0].grossPremium);
    const written = cents(latest(policy).premium.grossPremium);
    expect(await termGross()).toBe(written + cents(can.premium.grossPremium));
    expect(await termGross()).toBeGreaterThan(0);
    // A broker's request is referred; the underwriter quotes it.
    const referred = await m.broker.post(`${url}/reinstate`, {});
    expect(referred.status, JSON.stringify(referred.body)).toBe(200);
    expect(referred.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(referred.body.referralReasons).toEqual([reinstatementReferral]);
    // What it charges back is fixed: no manual premium on a reinstatement.
    const manual = await m.underwriter.post(`${uwRisks(m)}/${policy.id}/adjust`, {
      productId: policy.risks[0].productId,
      basePremium: "100.00",
      reason: "Goodwill",
    });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(riskMessages.reviewChangeDerived);
    const quoted = await m.underwriter.post(`${uwRisks(m)}/${policy.id}/quote`, {});
    expect(quoted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    const bound = await m.broker.post(`${url}/bind`, { declaration: true });
    const reinstated = latest(bound.body);
    expect(reinstated).toMatchObject({
      type: TransactionType.Adjustment,
      status: TransactionStatus.Bound,
      reinstatesTransactionId: can.id,
      effectiveDate: can.effectiveDate,
    });
    expect(reinstated.premium).toEqual(reinstatementBreakdown(can.premium as never));
    // Reinstated, the term's gross is what was first bound again.
    expect(await termGross()).toBe(written);
    const options = await m.broker.get(`${url}/policy-changes`);
    expect(options.body.cancelled).toBe(false);
    expect(options.body.products[0].annualGrossPremium).toBe(latest(policy).premium.grossPremium);
  });

  it("the main policy cancels only with or after its add-ons", async () => {
    const policy = await boundPolicy(m, { addOn: true });
    const url = `${brokerRisks(m)}/${policy.id}`;
    const body = {
      effectiveDate: daysFrom(policy.inceptionDate, 30),
      reason: "Insured request",
      confirm: true,
    };
    const mainOnly = await m.broker.post(`${url}/cancel`, {
      ...body,
      productIds: [policy.risks[0].productId],
    });
    expect(mainOnly.status).toBe(409);
    expect(mainOnly.body.message).toBe(
      "Cannot cancel policy until all addon policies are cancelled",
    );
    // The add-on alone: the main risk gets a zero adjustment beside the add-on's cancellation.
    const addOnOnly = await m.broker.post(`${url}/cancel`, { ...body, productIds: [m.addOnId] });
    expect(addOnOnly.status, JSON.stringify(addOnOnly.body)).toBe(200);
    expect(latest(addOnOnly.body, 0)).toMatchObject({ type: TransactionType.Adjustment });
    expect(latest(addOnOnly.body, 0).premium.amountPayable).toBe("0.00");
    expect(latest(addOnOnly.body, 1)).toMatchObject({ type: TransactionType.Cancellation });
    const boundAddOn = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(boundAddOn.body.transactionType).toBe(TransactionType.Adjustment);
    const addOnCan = latest(boundAddOn.body, 1);
    expect(addOnCan.status).toBe(TransactionStatus.Bound);
    const mainNow = await m.broker.post(`${url}/cancel`, {
      ...body,
      productIds: [policy.risks[0].productId],
    });
    expect(mainNow.status, JSON.stringify(mainNow.body)).toBe(200);
    const fin = await m.broker.post(`${url}/bind`, { declaration: true });
    expect(fin.body.transactionType).toBe(TransactionType.Cancellation);
    // The add-on's bound cancellation is past: untouched by the later bind.
    expect(latest(fin.body, 1)).toEqual(addOnCan);
  });
});

describe("cancellation quotes", () => {
  it("lapse after 30 days (not taken up); the policy stays in force and can cancel again", async () => {
    const policy = await boundPolicy(m);
    const url = `${brokerRisks(m)}/${policy.id}`;
    const body = {
      effectiveDate: daysFrom(policy.inceptionDate, 30),
      reason: "Insured request",
      confirm: true,
    };
    const quoted = await m.broker.post(`${url}/cancel`, body);
    const quotedAt = latest(quoted.body).quotedAt! * 1000;
    const outbox = { message: async () => {}, push: async () => {} };
    const clock = manualClock(new Date(quotedAt + 29 * DAY));
    const deps = { db: t.db, outbox };
    expect((await sweepQuotes(deps, clock)).expired).toBe(0);
    clock.set(new Date(quotedAt + 30 * DAY + 1000));
    expect((await sweepQuotes(deps, clock)).expired).toBeGreaterThanOrEqual(1);
    const lapsed = await m.broker.get(url);
    expect(latest(lapsed.body).status).toBe(TransactionStatus.NotTakenUp);
    expect(lapsed.body.risks[0].transactions[0].status).toBe(TransactionStatus.Bound);
    const options = await m.broker.get(`${url}/policy-changes`);
    expect(options.body).toMatchObject({ cancelled: false, cancel: { allowed: true } });
    expect((await m.broker.post(`${url}/cancel`, body)).status).toBe(200);
  });
});

describe("product settings: short-rate and minimum earned premium", () => {
  it("the insured's cancellation earns by the scale; the minimum earned premium caps the return", async () => {
    const policy = await boundPolicy(m);
    const versionId = policy.risks[0].productVersionId;
    const [version] = await t.db
      .select()
      .from(productVersions)
      .where(eq(productVersions.id, versionId));
    const original = version!.details;
    const shortRate = [
      { upToDays: 30, earnedPercent: 25 },
      { upToDays: 90, earnedPercent: 40 },
      { upToDays: 366, earnedPercent: 100 },
    ];
    await t.db
      .update(productVersions)
      .set({
        details: {
          ...original,
          policyChanges: { fees: "prorata", minimumEarnedPremium: null, shortRate },
        },
      })
      .where(eq(productVersions.id, versionId));
    try {
      const url = `${brokerRisks(m)}/${policy.id}`;
      const effective = daysFrom(policy.inceptionDate, 60);
      const shortRated = await m.broker.post(`${url}/cancel`, {
        effectiveDate: effective,
        reason: "Insured request",
        confirm: true,
      });
      const expected = cancellationBreakdown({
        inForce: latest(policy).premium as never,
        inception: policy.inceptionDate,
        expiry: policy.expiryDate,
        effective,
        fees: "prorata",
        shortRate,
      });
      expect(expected.change.basis).toBe("short-rate");
      expect(latest(shortRated.body).premium).toEqual(strip(expected));
      await m.broker.post(`${url}/withdraw`, {});

      const gross = Number(latest(policy).premium.grossPremium);
      const minimum = (Math.round(gross * 90) / 100).toFixed(2);
      await t.db
        .update(productVersions)
        .set({
          details: {
            ...original,
            policyChanges: { fees: "flat", minimumEarnedPremium: minimum, shortRate: [] },
          },
        })
        .where(eq(productVersions.id, versionId));
      const insurer = await m.broker.post(`${url}/cancel`, {
        effectiveDate: effective,
        reason: "Cancelled by insurer",
        confirm: true,
      });
      const capped = cancellationBreakdown({
        inForce: latest(policy).premium as never,
        inception: policy.inceptionDate,
        expiry: policy.expiryDate,
        effective,
        minimumEarnedPremium: minimum,
      });
      expect(capped.change.basis).toBe("minimum-earned");
      expect(latest(insurer.body).premium).toEqual(strip(capped));
    } finally {
      await t.db
        .update(productVersions)
        .set({ details: original })
        .where(eq(productVersions.id, versionId));
    }
  });
});
