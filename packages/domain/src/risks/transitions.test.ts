import { describe, expect, it } from "vitest";
import { TransactionStatus as S, type TransactionStatusId } from "../enums.ts";
import {
  checkRiskAction,
  dateOnBind,
  quoteExpiresAt,
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
