import { describe, expect, it } from "vitest";
import { backdateDays } from "../binding-agreements/authority.ts";
import { TransactionStatus as S, type TransactionStatusId, TransactionType } from "../enums.ts";
import { todayIn } from "../format.ts";
import {
  checkRiskAction,
  dateOnBind,
  quoteExpiresAt,
  quoteExpiry,
  referralMessages,
  riskActionFlags,
  riskMessages,
  submitOutcome,
  type TransactionState,
} from "./transitions.ts";

const now = new Date("2026-11-24T03:00:00Z");
const state = (
  status: TransactionStatusId,
  extra: Partial<TransactionState> = {},
): TransactionState => ({
  status,
  approval: "none",
  ...extra,
});

describe("risk transaction transitions", () => {
  it("edits, discards and submits only while Initiated", () => {
    expect(checkRiskAction("save", state(S.Initiated), { now })).toEqual({
      allowed: true,
      to: S.Initiated,
    });
    expect(checkRiskAction("discard", state(S.Initiated), { now })).toEqual({
      allowed: true,
      to: null,
    });
    for (const status of [
      S.Submitted,
      S.Quoted,
      S.Referred,
      S.Declined,
      S.Bound,
      S.NotTakenUp,
    ] as const) {
      expect(checkRiskAction("discard", state(status), { now })).toEqual({
        allowed: false,
        reason: "Risk transactions can only be discarded when in Initiated status",
      });
      expect(checkRiskAction("submit", state(status), { now }).allowed).toBe(false);
      expect(checkRiskAction("save", state(status), { now }).allowed).toBe(false);
    }
  });

  it("submits a referred new business or renewal again, unless approval is pending", () => {
    const nb = { type: TransactionType.NewBusiness };
    expect(checkRiskAction("submit", state(S.Referred, nb), { now })).toEqual({
      allowed: true,
      to: S.Submitted,
    });
    expect(
      checkRiskAction("submit", state(S.Referred, { type: TransactionType.Renewal }), { now }),
    ).toMatchObject({ allowed: true });
    expect(
      checkRiskAction("submit", state(S.Referred, { ...nb, approval: "requested" }), { now }),
    ).toEqual({ allowed: false, reason: riskMessages.approvalPending });
    for (const type of [TransactionType.Adjustment, TransactionType.Cancellation])
      expect(checkRiskAction("submit", state(S.Referred, { type }), { now })).toEqual({
        allowed: false,
        reason: riskMessages.submitOnlyInitiated,
      });
    for (const status of [S.Quoted, S.Declined, S.Bound, S.NotTakenUp] as const)
      expect(checkRiskAction("submit", state(status, nb), { now }).allowed).toBe(false);
  });

  it("quotes a referral within authority, or once approved, and never while approval is pending", () => {
    expect(checkRiskAction("quote", state(S.Referred), { now, withinAuthority: true })).toEqual({
      allowed: true,
      to: S.Quoted,
    });
    expect(
      checkRiskAction("quote", state(S.Referred), { now, withinAuthority: false }),
    ).toMatchObject({
      reason: riskMessages.approvalNeeded,
    });
    expect(
      checkRiskAction("quote", state(S.Referred, { approval: "approved" }), { now }).allowed,
    ).toBe(true);
    expect(
      checkRiskAction("quote", state(S.Referred, { approval: "requested" }), {
        now,
        withinAuthority: true,
      }),
    ).toMatchObject({ reason: riskMessages.approvalPending });
    expect(
      checkRiskAction("quote", state(S.Referred), {
        now,
        withinAuthority: true,
        newerProductVersion: true,
      }),
    ).toMatchObject({ reason: riskMessages.migrationNeeded });
  });

  it("lets only the assigned underwriter request approval, and another underwriter with authority decide it", () => {
    expect(checkRiskAction("requestApproval", state(S.Referred), { now })).toMatchObject({
      reason: riskMessages.approvalOnlyAssigned,
    });
    expect(
      checkRiskAction("requestApproval", state(S.Referred), { now, isAssignedUnderwriter: true })
        .allowed,
    ).toBe(true);
    const requested = state(S.Referred, { approval: "requested" });
    expect(
      checkRiskAction("decideApproval", requested, {
        now,
        withinAuthority: true,
        isApprovalRequester: true,
      }),
    ).toMatchObject({ reason: riskMessages.approverIsRequester });
    expect(
      checkRiskAction("decideApproval", requested, { now, withinAuthority: false }),
    ).toMatchObject({
      reason: riskMessages.approverLacksAuthority,
    });
    expect(
      checkRiskAction("decideApproval", requested, { now, withinAuthority: true }).allowed,
    ).toBe(true);
    expect(checkRiskAction("undoApproval", state(S.Referred), { now }).allowed).toBe(false);
    expect(
      checkRiskAction("undoApproval", state(S.Referred, { approval: "denied" }), { now }).allowed,
    ).toBe(true);
  });

  it("binds a quote with the declaration within 30 days, and lapses it after", () => {
    const quotedAt = new Date("2026-10-25T03:00:00Z");
    const quoted = state(S.Quoted, { quoteExpiresAt: quoteExpiresAt(quotedAt) });
    expect(quoteExpiresAt(quotedAt).toISOString()).toBe("2026-11-24T03:00:00.000Z");
    const justBefore = new Date(now.getTime() - 1000);
    expect(checkRiskAction("bind", quoted, { now: justBefore, declaration: true })).toEqual({
      allowed: true,
      to: S.Bound,
    });
    expect(checkRiskAction("bind", quoted, { now: justBefore })).toEqual({
      allowed: false,
      reason: riskMessages.declarationRequired,
      field: "declaration",
    });
    expect(checkRiskAction("bind", quoted, { now, declaration: true })).toMatchObject({
      reason: riskMessages.quoteExpired,
    });
    expect(checkRiskAction("expire", quoted, { now: justBefore })).toMatchObject({
      reason: riskMessages.notExpiredYet,
    });
    expect(checkRiskAction("expire", quoted, { now })).toEqual({ allowed: true, to: S.NotTakenUp });
    expect(checkRiskAction("bind", state(S.Referred), { now, declaration: true }).allowed).toBe(
      false,
    );
  });

  it("gives the web app one flag per action", () => {
    const flags = riskActionFlags(state(S.Initiated), { now });
    expect(flags).toMatchObject({
      save: true,
      discard: true,
      submit: true,
      bind: false,
      quote: false,
    });
  });
});

describe("submitOutcome", () => {
  const none = {
    declines: [],
    referrals: [],
    incomplete: false,
    backdatedBeyondAuthority: false,
    overNotifiablePremium: false,
  };
  it("quotes a clean submission", () => {
    expect(submitOutcome(none)).toEqual({ status: S.Quoted, reasons: [] });
  });
  it("declines on any decline rule, whatever else fired", () => {
    expect(
      submitOutcome({ ...none, declines: ["Turnover too high"], incomplete: true }).status,
    ).toBe(S.Declined);
  });
  it("refers with every reason listed", () => {
    const outcome = submitOutcome({
      ...none,
      referrals: ["Claims in the last 5 years"],
      incomplete: true,
      backdatedBeyondAuthority: true,
      overNotifiablePremium: true,
    });
    expect(outcome.status).toBe(S.Referred);
    expect(outcome.reasons.map((r) => r.kind)).toEqual([
      "rule",
      "incomplete",
      "backdated",
      "notifiablePremium",
    ]);
  });
});

describe("a transaction without a premium", () => {
  it("is referred on submit, not quoted", () => {
    const outcome = submitOutcome({
      declines: [],
      referrals: [],
      incomplete: false,
      backdatedBeyondAuthority: false,
      overNotifiablePremium: false,
      premiumMissing: true,
    });
    expect(outcome).toEqual({
      status: S.Referred,
      reasons: [{ kind: "premiumMissing", message: referralMessages.premiumMissing }],
    });
  });
  it("cannot be quoted nor bound, with the premium's field message", () => {
    const quote = checkRiskAction(
      "quote",
      { status: S.Referred, approval: "none" },
      { now, withinAuthority: true, premiumComplete: false },
    );
    expect(quote).toEqual({
      allowed: false,
      reason: riskMessages.premiumRequired,
      field: "premium",
    });
    const bind = checkRiskAction(
      "bind",
      { status: S.Quoted, approval: "none", quoteExpiresAt: new Date("2026-12-01T00:00:00Z") },
      { now, declaration: true, premiumComplete: false },
    );
    expect(bind).toEqual({
      allowed: false,
      reason: riskMessages.premiumRequired,
      field: "premium",
    });
  });
});

describe("dateOnBind", () => {
  it("keeps today and future dates, and past dates within the allowance", () => {
    expect(dateOnBind("2026-12-01", "2026-11-24", 0)).toBe("2026-12-01");
    expect(dateOnBind("2026-11-24", "2026-11-24", 0)).toBe("2026-11-24");
    expect(dateOnBind("2026-11-14", "2026-11-24", 10)).toBe("2026-11-14");
  });
  it("resets a past date beyond the allowance to today", () => {
    expect(dateOnBind("2026-11-13", "2026-11-24", 10)).toBe("2026-11-24");
    expect(dateOnBind("2026-11-23", "2026-11-24", 0)).toBe("2026-11-24");
  });
});

describe("quote validity", () => {
  const quotedAt = new Date("2026-11-29T15:00:00Z");
  it("is 30 days for new business, changes and cancellations (SPEC §9)", () => {
    for (const type of [TransactionType.NewBusiness, TransactionType.Cancellation])
      expect(
        quoteExpiry({
          quotedAt,
          type,
          inceptionDate: "2027-11-28",
          timeZone: "Australia/Brisbane",
        }),
      ).toEqual(quoteExpiresAt(quotedAt));
  });
  it("runs to the start of a renewal's term in the product's time zone, however early it is quoted", () => {
    const renewal = { quotedAt, type: TransactionType.Renewal, inceptionDate: "2027-11-28" };
    expect(quoteExpiry({ ...renewal, timeZone: "Australia/Brisbane" })).toEqual(
      new Date("2027-11-27T14:00:00Z"),
    );
    // Auckland is on daylight time (UTC+13) in November.
    expect(quoteExpiry({ ...renewal, timeZone: "Pacific/Auckland" })).toEqual(
      new Date("2027-11-27T11:00:00Z"),
    );
    // Quoted 10 days before the term starts: open those 10 days, not 30.
    expect(
      quoteExpiry({
        ...renewal,
        quotedAt: new Date("2027-11-18T01:00:00Z"),
        timeZone: "Australia/Brisbane",
      }),
    ).toEqual(new Date("2027-11-27T14:00:00Z"));
  });
});

describe("referral reasons recomputed from the current terms", () => {
  const none = {
    declines: [],
    referrals: [],
    incomplete: false,
    backdatedBeyondAuthority: false,
    overNotifiablePremium: false,
  };
  // 14:30 UTC on 29 Nov 2026: already 30 Nov in Brisbane (UTC+10) and Auckland (UTC+13).
  const nearMidnight = new Date("2026-11-29T14:30:00Z");
  const backdated = (inception: string, timeZone: string) =>
    submitOutcome({
      ...none,
      backdatedBeyondAuthority: backdateDays(inception, todayIn(timeZone, nearMidnight)) > 0,
    });
  it("an inception of today in the product's zone is not backdated, though UTC is a day behind", () => {
    expect(todayIn("UTC", nearMidnight)).toBe("2026-11-29");
    expect(backdated("2026-11-30", "Australia/Brisbane")).toEqual({
      status: S.Quoted,
      reasons: [],
    });
    expect(backdated("2026-11-30", "Pacific/Auckland").status).toBe(S.Quoted);
    // The browser's date (UTC here) was yesterday in Brisbane: a broker has no backdating.
    expect(backdated("2026-11-29", "Australia/Brisbane")).toEqual({
      status: S.Referred,
      reasons: [{ kind: "backdated", message: referralMessages.backdated }],
    });
  });
  it("a corrected date drops the backdating reason; the underwriter's own premium keeps it with them", () => {
    expect(backdated("2026-11-30", "Australia/Brisbane").reasons).toEqual([]);
    expect(submitOutcome({ ...none, underwriterAdjusted: true })).toEqual({
      status: S.Referred,
      reasons: [{ kind: "underwriterAdjusted", message: referralMessages.underwriterAdjusted }],
    });
  });
});
