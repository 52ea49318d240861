import { describe, expect, it } from "vitest";
import { TransactionStatus as S } from "../enums.ts";
import { todayIn } from "../format.ts";
import {
  canAdjust,
  canCancel,
  canReinstate,
  canRenew,
  canSendProposal,
  checkSequence,
  policyChangeMessages as m,
  outOfSequenceMessage,
  type PolicyState,
  renewalInvitationDate,
  renewalNotYetMessage,
  riskReadOnly,
} from "./policy-changes.ts";

const bound: PolicyState = {
  latestStatus: S.Bound,
  cancelled: false,
  inceptionDate: "2025-07-01",
  expiryDate: "2026-07-01",
};
const cancel = { effectiveDate: "2026-01-01", reason: "Insured request", confirm: true };

describe("adjustments", () => {
  it("need a bound policy with no change in progress and a date inside the term", () => {
    expect(canAdjust(bound, "2025-07-01")).toEqual({ allowed: true });
    expect(canAdjust(bound, "2026-06-30")).toEqual({ allowed: true });
    expect(canAdjust(bound, "2025-06-30")).toMatchObject({
      reason: m.effectiveBeforeInception,
      field: "effectiveDate",
    });
    expect(canAdjust(bound, "2026-07-01")).toMatchObject({ reason: m.effectiveAfterExpiry });
    expect(canAdjust({ ...bound, latestStatus: S.Quoted }, "2026-01-01")).toMatchObject({
      reason: m.changeInProgress,
    });
    expect(canAdjust({ ...bound, latestStatus: S.Declined }, "2026-01-01")).toMatchObject({
      reason: m.notBound,
    });
    expect(canAdjust({ ...bound, cancelled: true }, "2026-01-01")).toMatchObject({
      reason: m.alreadyCancelled,
    });
  });
});

describe("cancellations", () => {
  it("refuse while an add-on is in force, with the spec's message", () => {
    expect(canCancel(bound, cancel, [{ cancelled: false }])).toMatchObject({
      reason: "Cannot cancel policy until all addon policies are cancelled",
    });
    expect(canCancel(bound, cancel, [{ cancelled: true }])).toEqual({ allowed: true });
  });
  it("need a reason and the confirmation checkbox", () => {
    expect(canCancel(bound, { ...cancel, reason: null })).toMatchObject({ field: "reason" });
    expect(canCancel(bound, { ...cancel, confirm: false })).toMatchObject({ field: "confirm" });
  });
  it("cannot cancel twice; reinstatement only once cancelled", () => {
    const cancelled = { ...bound, cancelled: true };
    expect(canCancel(cancelled, cancel)).toMatchObject({ reason: m.alreadyCancelled });
    expect(canReinstate(cancelled)).toEqual({ allowed: true });
    expect(canReinstate(bound)).toMatchObject({ reason: m.notCancelled });
  });
});

describe("renewals", () => {
  const inWindow = { today: "2026-06-15", daysBefore: 30 };
  it("only the latest, unrenewed, uncancelled term renews", () => {
    expect(canRenew(bound, { isLatest: true, renewed: false }, inWindow)).toEqual({
      allowed: true,
    });
    expect(canRenew(bound, { isLatest: false, renewed: false }, inWindow)).toMatchObject({
      reason: m.renewalNotLatest,
    });
    expect(canRenew(bound, { isLatest: true, renewed: true }, inWindow)).toMatchObject({
      reason: m.renewalExists,
    });
    expect(
      canRenew({ ...bound, cancelled: true }, { isLatest: true, renewed: false }, inWindow),
    ).toMatchObject({
      reason: m.alreadyCancelled,
    });
  });
  it("is offered only inside the renewal window, up to the day before expiry", () => {
    const chain = { isLatest: true, renewed: false };
    const on = (today: string) => canRenew(bound, chain, { today, daysBefore: 30 });
    // Bound minutes ago: a year from expiry.
    expect(on("2025-07-01")).toEqual({
      allowed: false,
      reason: renewalNotYetMessage("2026-06-01", 30),
    });
    expect(on("2026-05-31")).toMatchObject({ reason: renewalNotYetMessage("2026-06-01", 30) });
    expect(on("2026-06-01")).toEqual({ allowed: true });
    expect(on("2026-06-30")).toEqual({ allowed: true });
    expect(on("2026-07-01")).toMatchObject({ reason: m.renewalExpired });
    expect(canRenew(bound, chain, { today: "2026-04-02", daysBefore: 90 })).toEqual({
      allowed: true,
    });
  });
  it("opens on the product's date, not UTC's, near midnight", () => {
    const chain = { isLatest: true, renewed: false };
    // 31 May 2026 14:30 UTC is already 1 June in Brisbane and Auckland.
    const now = new Date("2026-05-31T14:30:00Z");
    const window = (timeZone: string) => ({ today: todayIn(timeZone, now), daysBefore: 30 });
    expect(canRenew(bound, chain, window("UTC"))).toMatchObject({ allowed: false });
    expect(canRenew(bound, chain, window("Australia/Brisbane"))).toEqual({ allowed: true });
    expect(canRenew(bound, chain, window("Pacific/Auckland"))).toEqual({ allowed: true });
    // 30 June 2026 13:00 UTC is already 1 July (expiry) in Auckland, not yet in Perth.
    const late = new Date("2026-06-30T13:00:00Z");
    expect(
      canRenew(bound, chain, { today: todayIn("Pacific/Auckland", late), daysBefore: 30 }),
    ).toMatchObject({ reason: m.renewalExpired });
    expect(
      canRenew(bound, chain, { today: todayIn("Australia/Perth", late), daysBefore: 30 }),
    ).toEqual({ allowed: true });
  });
  it("invitations go out a set number of days before expiry, across month ends", () => {
    expect(renewalInvitationDate("2026-07-01", 30)).toBe("2026-06-01");
    expect(renewalInvitationDate("2028-03-15", 30)).toBe("2028-02-14");
  });
});

describe("read-only risks (SPEC §4)", () => {
  const base = {
    side: "underwriter" as const,
    isAssignedUnderwriter: true,
    hasAssignee: true,
    isLatestInChain: true,
    clientEditing: false,
  };
  it("for an underwriter who is not assigned, for earlier terms, and for the broker while the client edits", () => {
    expect(riskReadOnly(base)).toEqual({ allowed: true });
    expect(riskReadOnly({ ...base, isAssignedUnderwriter: false })).toMatchObject({
      reason: m.readOnlyNotAssigned,
    });
    expect(riskReadOnly({ ...base, isAssignedUnderwriter: false, hasAssignee: false })).toEqual({
      allowed: true,
    });
    expect(riskReadOnly({ ...base, isLatestInChain: false })).toMatchObject({
      reason: m.readOnlyNotLatest,
    });
    expect(riskReadOnly({ ...base, side: "broker", clientEditing: true })).toMatchObject({
      reason: m.readOnlyClientEditing,
    });
  });
});

describe("proposals to clients", () => {
  const ready = {
    statuses: [S.Initiated],
    hasBrokerAndInsured: true,
    saved: true,
    done: false,
    email: "client@example.com",
  };
  it("need Initiated risks, details, saved progress and a valid email or mobile", () => {
    expect(canSendProposal(ready)).toEqual({ allowed: true });
    expect(canSendProposal({ ...ready, email: null, mobile: "0412 345 678" })).toEqual({
      allowed: true,
    });
    expect(canSendProposal({ ...ready, email: "not-an-email", mobile: "" })).toMatchObject({
      reason: "Sending to a client needs a valid email or mobile number",
    });
    expect(canSendProposal({ ...ready, statuses: [S.Initiated, S.Quoted] })).toMatchObject({
      reason: m.proposalNotInitiated,
    });
    expect(canSendProposal({ ...ready, hasBrokerAndInsured: false })).toMatchObject({
      reason: m.proposalNeedsDetails,
    });
    expect(canSendProposal({ ...ready, saved: false })).toMatchObject({
      reason: m.proposalNotSaved,
    });
    expect(canSendProposal({ ...ready, done: true })).toMatchObject({ reason: m.proposalDone });
  });
});

describe("out-of-sequence changes (docs/decisions.md)", () => {
  it("are refused before the last bound change's effective date; the same day and later pass", () => {
    expect(checkSequence(null, "2025-07-01")).toEqual({ allowed: true });
    expect(checkSequence("2025-10-01", "2025-10-01")).toEqual({ allowed: true });
    expect(checkSequence("2025-10-01", "2025-12-01")).toEqual({ allowed: true });
    expect(checkSequence("2025-10-01", "2025-09-30")).toEqual({
      allowed: false,
      reason: outOfSequenceMessage("2025-10-01"),
      field: "effectiveDate",
    });
    expect(outOfSequenceMessage("2025-10-01")).toBe(
      "A change effective 1 October 2025 is already bound: the effective date must be on or after it",
    );
  });
});
