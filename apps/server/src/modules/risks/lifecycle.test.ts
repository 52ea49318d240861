/** Referral, review, authority, approval, backdating, section limits and concurrency of risks. */
import { TransactionStatus } from "@platform/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { passingTestRun } from "../product-designer/test-helpers.ts";
import { daysFrom, newRisk, piAnswers, productToday, riskMarket } from "./fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
const brokerUrl = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwUrl = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
});
afterAll(() => t.close());

async function brokerSubmits(extra: Record<string, unknown> = {}, asIs = false) {
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, extra),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, { asIs });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body;
}

async function directSubmit(client: TestClient, extra: Record<string, unknown> = {}) {
  const created = await client.post(
    `/api/companies/${m.id.coastal}/risks`,
    newRisk(m.packageId, { brokerCompanyId: m.id.harbourside, ...extra }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submitted = await client.post(`${uwUrl(created.body.id)}/submit`, {});
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body;
}

describe("submission outcomes", () => {
  it("a decline rule declines, with the message the product shows brokers", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ revenue: 25_000_000 }) });
    expect(risk.transactionStatus).toBe(TransactionStatus.Declined);
    expect(risk.risks[0].transactions[0].rules).toEqual([
      { outcome: "decline", message: "Revenue above $20 million is outside our appetite" },
    ]);
  });

  it("a refer rule refers: the broker sees no refer message nor underwriting values; the underwriter does", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    expect(risk.transactionStatus).toBe(TransactionStatus.Referred);
    // The demo product hides referral messages from brokers: the reason reads generically.
    expect(risk.referralReasons).toEqual(["Referred to the underwriter for review"]);
    expect(risk.risks[0].transactions[0].rules).toEqual([{ outcome: "refer", message: null }]);
    expect(risk.can.bind).toBe(false);
    const seen = await m.underwriter.get(uwUrl(risk.id));
    expect(seen.body.risks[0].transactions[0].rules[0].message).toBe(
      "Claims history needs an underwriter's review",
    );
    expect(seen.body.referralReasons).toEqual(["Claims history needs an underwriter's review"]);
    expect(
      seen.body.risks[0].transactions[0].values.find(
        (v: { name: string }) => v.name === "claimsLoading",
      )?.value,
    ).toBe("0.25");
    expect(seen.body.can).toMatchObject({ quote: true, decline: true, adjust: true });
  });

  it("an incomplete proposal is refused unless submitted as is, which refers it", async () => {
    const created = await m.broker.post(
      `/api/companies/${m.id.harbourside}/risks`,
      newRisk(m.packageId, { answers: { businessName: "Half done" } }),
    );
    const refused = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, {});
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain("answers.profession");
    const asIs = await m.broker.post(`${brokerUrl(created.body.id)}/submit`, { asIs: true });
    expect(asIs.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(asIs.body.referralReasons).toContain(
      "The proposal was submitted with unanswered questions",
    );
  });

  it("a broker's backdated inception refers; a premium over the notifiable limit refers", async () => {
    const backdated = await brokerSubmits({ inceptionDate: daysFrom(productToday(), -3) });
    expect(backdated.referralReasons).toEqual([
      "The inception date is backdated beyond the submitter's authority",
    ]);
    const large = await brokerSubmits({
      answers: piAnswers({ profession: "lawyer", revenue: 19_000_000, limit: "5000000" }),
    });
    expect(Number(large.risks[0].transactions[0].premium.grossPremium)).toBeGreaterThan(100000);
    expect(large.referralReasons).toEqual([
      "The premium is above the binding agreement's notifiable premium limit",
    ]);
  });
});

describe("a corrected date, resubmitted", () => {
  const backdated = "The inception date is backdated beyond the submitter's authority";

  it("the packages the new-risk form loads carry today in the product's time zone", async () => {
    const offered = await m.broker.get(`/api/companies/${m.id.harbourside}/available-packages`);
    const mine = offered.body.data.find((p: { id: number }) => p.id === m.packageId);
    expect(mine.today).toBe(productToday());
    const own = await m.underwriter.get(`/api/companies/${m.id.coastal}/product-packages`);
    expect(own.body.data.find((p: { id: number }) => p.id === m.packageId).today).toBe(
      productToday(),
    );
  });

  it("drops the backdating referral when the broker corrects the date, and the resubmission is quoted", async () => {
    // The browser's date was yesterday's in the product's zone (Brisbane).
    const referred = await brokerSubmits({ inceptionDate: daysFrom(productToday(), -1) });
    expect(referred.transactionStatus).toBe(TransactionStatus.Referred);
    expect(referred.referralReasons).toEqual([backdated]);
    expect(referred.can.submit).toBe(true);

    const corrected = await m.broker.put(`${brokerUrl(referred.id)}/details`, {
      inceptionDate: productToday(),
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(corrected.body.referralReasons).toEqual([]);
    const underwriterSees = await m.underwriter.get(uwUrl(referred.id));
    expect(underwriterSees.body.referralReasons).toEqual([]);

    const resubmitted = await m.broker.post(`${brokerUrl(referred.id)}/submit`, {});
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.transactionStatus).toBe(TransactionStatus.Quoted);
    expect(resubmitted.body.referralReasons).toEqual([]);
    expect(resubmitted.body.can).toMatchObject({ submit: false, bind: true });
    const bound = await m.broker.post(`${brokerUrl(referred.id)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    expect(bound.body.inceptionDate).toBe(productToday());
  });

  it("keeps a reason that still applies, and the underwriter's own premium with them", async () => {
    const referred = await brokerSubmits({
      inceptionDate: daysFrom(productToday(), -2),
      answers: piAnswers({ claims: true, claimDetails: "One" }),
    });
    const seen = async () => (await m.underwriter.get(uwUrl(referred.id))).body;
    expect((await seen()).referralReasons).toEqual([
      "Claims history needs an underwriter's review",
      backdated,
    ]);
    // Still backdated after the move: the reason stays.
    await m.broker.put(`${brokerUrl(referred.id)}/details`, {
      inceptionDate: daysFrom(productToday(), -1),
    });
    expect((await seen()).referralReasons).toEqual([
      "Claims history needs an underwriter's review",
      backdated,
    ]);
    await m.broker.put(`${brokerUrl(referred.id)}/details`, { inceptionDate: productToday() });
    expect((await seen()).referralReasons).toEqual([
      "Claims history needs an underwriter's review",
    ]);
    // Resubmitted with the rule still firing: referred again, for that reason only.
    const again = await m.broker.post(`${brokerUrl(referred.id)}/submit`, {});
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect((await seen()).referralReasons).toEqual([
      "Claims history needs an underwriter's review",
    ]);

    // A clean risk the underwriter discounted stays with them to quote on resubmission.
    const plain = await brokerSubmits({ inceptionDate: daysFrom(productToday(), -1) });
    const discounted = await m.underwriter.post(`${uwUrl(plain.id)}/adjust`, {
      productId: plain.risks[0].productId,
      basePremium: null,
      discountPercent: 5,
      reason: "Long-standing client",
    });
    expect(discounted.status, JSON.stringify(discounted.body)).toBe(200);
    await m.broker.put(`${brokerUrl(plain.id)}/details`, { inceptionDate: productToday() });
    const kept = await m.broker.post(`${brokerUrl(plain.id)}/submit`, {});
    expect(kept.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect((await m.underwriter.get(uwUrl(plain.id))).body.referralReasons).toEqual([
      "The underwriter adjusted the premium: they quote it",
    ]);
  });

  it("is refused for a quote", async () => {
    const quoted = await brokerSubmits();
    expect(quoted.transactionStatus).toBe(TransactionStatus.Quoted);
    const refused = await m.broker.post(`${brokerUrl(quoted.id)}/submit`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a transaction in Initiated status can be submitted");
  });
});

describe("underwriter review", () => {
  it("declines with a reason; the broker is told", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    const noReason = await m.underwriter.post(`${uwUrl(risk.id)}/decline`, { reason: "" });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(["A reason is required"]);
    const declined = await m.underwriter.post(`${uwUrl(risk.id)}/decline`, {
      reason: "Too many claims",
    });
    expect(declined.body.transactionStatus).toBe(TransactionStatus.Declined);
    expect(declined.body.risks[0].transactions[0].declineReason).toBe("Too many claims");
    const brokerSide = await m.broker.post(`${brokerUrl(risk.id)}/quote`, {});
    expect(brokerSide.status).toBe(403);
  });

  it("overrides and adjusts re-rate; the quote reconciles with the rating engine to the cent", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    const main = risk.risks[0];
    const overridden = await m.underwriter.post(`${uwUrl(risk.id)}/overrides`, {
      productId: main.productId,
      overrides: { claimsLoading: 0.1 },
    });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    const adjusted = await m.underwriter.post(`${uwUrl(risk.id)}/adjust`, {
      productId: main.productId,
      basePremium: null,
      discountPercent: 10,
      reason: "Long-standing client",
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const tx = adjusted.body.risks[0].transactions[0];
    expect(tx.manualAdjustment).toMatchObject({
      discountPercent: 10,
      reason: "Long-standing client",
      by: { id: await m.userId(m.underwriter), name: expect.any(String) },
    });
    expect(tx.premium.discountCharges).toEqual([
      expect.objectContaining({ name: "Underwriter discount", percent: "10" }),
    ]);
    const quoted = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const bound = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    const boundTx = bound.body.risks[0].transactions[0];
    expect(boundTx.status).toBe(TransactionStatus.Bound);
    // The rating engine on the same version, answers, overrides and date, without the discount…
    const rated = await m.underwriter.post(
      `/api/companies/${m.id.coastal}/products/${main.productId}/versions/${main.productVersionId}/rate`,
      {
        answers: piAnswers({ claims: true, claimDetails: "One" }),
        overrides: { claimsLoading: 0.1 },
        state: "NSW",
        taxDate: boundTx.effectiveDate,
      },
    );
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    const engine = rated.body.premium;
    expect(boundTx.premium.ratedPremium).toBe(engine.ratedPremium);
    expect(boundTx.premium.basePremium).toBe(engine.basePremium);
    // …and the bound breakdown adds up to the cent.
    const p = boundTx.premium;
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(cents(p.grossPremium)).toBe(
      cents(p.basePremium) +
        p.otherCharges.reduce((s: number, c: { amount: string }) => s + cents(c.amount), 0) -
        p.discountCharges.reduce((s: number, c: { amount: string }) => s + cents(c.amount), 0),
    );
    expect(cents(p.discountCharges[0].amount)).toBe(Math.round(cents(p.basePremium) * 0.1));
    expect(cents(p.amountPayable)).toBe(
      cents(p.grossPremium) +
        cents(p.emergencyServicesLevy) +
        cents(p.premiumGst) +
        cents(p.stampDuty) +
        cents(p.adminFee) +
        cents(p.adminFeeGst) +
        cents(p.brokerFee) +
        cents(p.brokerFeeGst),
    );
    const listed = await m.broker.get(`/api/companies/${m.id.harbourside}/risks?status=7`);
    expect(listed.body.data.find((r: { id: number }) => r.id === risk.id).grossPremium).toBe(
      p.grossPremium,
    );
  });

  it("a discount beyond the product's maximum needs approval", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    await m.underwriter.post(`${uwUrl(risk.id)}/adjust`, {
      productId: risk.risks[0].productId,
      basePremium: null,
      discountPercent: 20,
      reason: "Competing quote",
    });
    const quote = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quote.status).toBe(409);
    expect(quote.body.message).toBe("The quote is beyond your authority: request approval first");
  });
});

describe("approval", () => {
  it("only the assigned underwriter requests; another with enough authority decides; undo", async () => {
    // Morgan (level 4, 5 % discount) writes direct and is assigned; Uma (15 %) may approve 10 %.
    const risk = await directSubmit(m.senior, {
      answers: piAnswers({ claims: true, claimDetails: "One" }),
    });
    expect(risk.transactionStatus).toBe(TransactionStatus.Referred);
    await m.senior.post(`${uwUrl(risk.id)}/adjust`, {
      productId: risk.risks[0].productId,
      basePremium: null,
      discountPercent: 10,
      reason: "Portfolio deal",
    });
    const beyond = await m.senior.post(`${uwUrl(risk.id)}/quote`, {});
    expect(beyond.status).toBe(409);
    const notAssigned = await m.underwriter.post(`${uwUrl(risk.id)}/approval/request`, {});
    expect(notAssigned.status).toBe(409);
    expect(notAssigned.body.message).toBe("Only the assigned underwriter can request approval");
    const requested = await m.senior.post(`${uwUrl(risk.id)}/approval/request`, {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.risks[0].transactions[0].approval).toBe("requested");
    const own = await m.senior.post(`${uwUrl(risk.id)}/approval/decide`, { approve: true });
    expect(own.body.message).toBe("An approval must be decided by another underwriter");
    const queue = await m.underwriter.get(
      `/api/companies/${m.id.coastal}/risks?approval=requested`,
    );
    expect(queue.body.data.map((r: { id: number }) => r.id)).toContain(risk.id);
    const denied = await m.underwriter.post(`${uwUrl(risk.id)}/approval/decide`, {
      approve: false,
    });
    expect(denied.body.risks[0].transactions[0].approval).toBe("denied");
    const undone = await m.senior.post(`${uwUrl(risk.id)}/approval/undo`, {});
    expect(undone.body.risks[0].transactions[0].approval).toBe("none");
    await m.senior.post(`${uwUrl(risk.id)}/approval/request`, {});
    const approved = await m.underwriter.post(`${uwUrl(risk.id)}/approval/decide`, {
      approve: true,
    });
    expect(approved.body.risks[0].transactions[0].approval).toBe("approved");
    const quoted = await m.senior.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.transactionStatus).toBe(TransactionStatus.Quoted);
  });

  it("an approver whose authority does not cover it is refused", async () => {
    const risk = await directSubmit(m.underwriter, {
      answers: piAnswers({ claims: true, claimDetails: "One" }),
      inceptionDate: daysFrom(productToday(), -10),
    });
    // Uma (30 days, product 14) may keep 10 days; she still requests approval for the record.
    const requested = await m.underwriter.post(`${uwUrl(risk.id)}/approval/request`, {});
    expect(requested.status).toBe(200);
    const morgan = await m.senior.post(`${uwUrl(risk.id)}/approval/decide`, { approve: true });
    expect(morgan.status).toBe(409);
    expect(morgan.body.message).toBe("Your authority does not cover this quote");
  });
});

describe("bind", () => {
  it("an unauthorised binder's past date resets to today; an authorised one keeps it", async () => {
    const past = daysFrom(productToday(), -3);
    const auto = await directSubmit(m.underwriter, { inceptionDate: past });
    expect(auto.transactionStatus).toBe(TransactionStatus.Quoted);
    const byBroker = await m.broker.post(`${brokerUrl(auto.id)}/bind`, { declaration: true });
    expect(byBroker.body.inceptionDate).toBe(productToday());
    expect(byBroker.body.risks[0].transactions[0].effectiveDate).toBe(productToday());
    const other = await directSubmit(m.underwriter, { inceptionDate: past });
    const byUnderwriter = await m.underwriter.post(`${uwUrl(other.id)}/bind`, {
      declaration: true,
    });
    expect(byUnderwriter.body.inceptionDate).toBe(past);
  });

  it("refuses a premium above the section's maximum premium limit", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    await m.underwriter.post(`${uwUrl(risk.id)}/adjust`, {
      productId: risk.risks[0].productId,
      basePremium: "300000.00",
      discountPercent: 0,
      reason: "Large account",
    });
    const quoted = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const bind = await m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true });
    expect(bind.status).toBe(409);
    expect(bind.body.message).toBe("The premium is above the section's maximum premium limit");
  });

  it("two concurrent binds of one quote bind exactly once", async () => {
    const risk = await brokerSubmits();
    const results = await Promise.all([
      m.broker.post(`${brokerUrl(risk.id)}/bind`, { declaration: true }),
      m.underwriter.post(`${uwUrl(risk.id)}/bind`, { declaration: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const seen = await m.broker.get(brokerUrl(risk.id));
    expect(seen.body.risks[0].transactions).toHaveLength(1);
    expect(seen.body.policyNumber).toMatch(/^P\d{2}-\d{7}$/);
  });
});

const bodyOf = (path: string) =>
  ({
    "/decline": { reason: "x" },
    "/adjust": { productId: 1, discountPercent: 1, reason: "x" },
    "/overrides": { productId: 1, overrides: {} },
    "/approval/decide": { approve: true },
    "/bind": { declaration: true },
  })[path] ?? {};

describe("tenant isolation", () => {
  it("another broker, another underwriter and the insurer get 404 on every risk route", async () => {
    const risk = await brokerSubmits();
    const paths = [
      "",
      "/submit",
      "/discard",
      "/migrate",
      "/quote",
      "/decline",
      "/adjust",
      "/overrides",
      "/approval/request",
      "/approval/decide",
      "/approval/undo",
      "/bind",
    ];
    for (const [client, companyId] of [
      [m.broker2, m.id.southerncross],
      [m.underwriter2, m.id.summit],
      [m.insurer, m.id.greatsouthern],
    ] as const) {
      const url = `/api/companies/${companyId}/risks/${risk.id}`;
      const expected = 404;
      expect((await client.get(url)).status).toBe(expected);
      expect((await client.put(url, { termMonths: 6 })).status).toBe(expected);
      for (const path of paths.slice(1)) {
        const answer = await client.post(`${url}${path}`, bodyOf(path));
        expect(answer.status, path).toBe(expected);
      }
      const list = await client.get(`/api/companies/${companyId}/risks`);
      expect(list.body.data?.find?.((r: { id: number }) => r.id === risk.id)).toBeUndefined();
    }
  });
});

describe("notifications and migration", () => {
  it("a referral notifies the assigned underwriter (the underwriter writing direct)", async () => {
    const created = await m.underwriter.post(
      `/api/companies/${m.id.coastal}/risks`,
      newRisk(m.packageId, {
        brokerCompanyId: m.id.harbourside,
        answers: piAnswers({ claims: true, claimDetails: "One" }),
      }),
    );
    // Morgan submits it: Uma, the assignee, is told.
    const submitted = await m.senior.post(`${uwUrl(created.body.id)}/submit`, {});
    expect(submitted.body.transactionStatus).toBe(TransactionStatus.Referred);
    expect(submitted.body.assignedUnderwriter.name).toBe("Uma Underwriter");
    const inbox = await m.underwriter.get(`/api/user/notifications?companyId=${m.id.coastal}`);
    expect(
      inbox.body.data.some(
        (n: { type: string; message?: string; data?: { message: string } }) =>
          n.type === "risk.referred",
      ),
    ).toBe(true);
  });

  it("a newer published product version must be migrated to before quoting", async () => {
    const risk = await brokerSubmits({ answers: piAnswers({ claims: true, claimDetails: "One" }) });
    const main = risk.risks[0];
    const products = `/api/companies/${m.id.coastal}/products/${main.productId}`;
    const draft = await m.underwriter.post(`${products}/versions`);
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const version = draft.body.currentVersion ?? draft.body;
    const versionId = version.id;
    const details = (await m.underwriter.get(`${products}/versions/${versionId}`)).body;
    const saved = await m.underwriter.put(`${products}/versions/${versionId}`, {
      ...(details.details ?? details.currentVersion?.details),
      description: "Second edition",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await passingTestRun(m.underwriter, `${products}/versions/${versionId}`);
    const published = await m.underwriter.post(`${products}/versions/${versionId}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const refused = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A newer version of the product is published: migrate the risk before quoting",
    );
    const migrated = await m.underwriter.post(`${uwUrl(risk.id)}/migrate`, {});
    expect(migrated.status, JSON.stringify(migrated.body)).toBe(200);
    expect(migrated.body.risks[0].productVersionId).toBe(versionId);
    expect(migrated.body.risks[0].transactions[0].premium.grossPremium).toBe(
      main.transactions[0].premium.grossPremium,
    );
    const quoted = await m.underwriter.post(`${uwUrl(risk.id)}/quote`, {});
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  });
});
