/**
 * Rules for changing a bound policy (SPEC §4, §5, §8), stated once for the server's
 * refusals and the web app's buttons: whether an adjustment, cancellation, reinstatement or
 * renewal may start, whether a risk is read-only for a user, and whether a proposal may go to a
 * client. Each answers allowed or the reason (and the field it belongs to).
 */
import { formatDateAu } from "../documents/format.ts";
import { TransactionStatus, type TransactionStatusId } from "../enums.ts";
import { messages } from "../messages.ts";

export const policyChangeMessages = {
  notBound: "Only a bound policy can be changed",
  changeInProgress:
    "Another change to this policy is in progress: bind, decline or discard it first",
  effectiveBeforeInception: "The effective date must not be before the policy's inception date",
  effectiveAfterExpiry: "The effective date must be before the policy's expiry date",
  addOnsNotCancelled: messages.cancelAddonsFirst,
  cancellationConfirm: "Confirm the cancellation",
  cancellationReasonRequired: "Choose a reason for cancellation",
  alreadyCancelled: "This policy is already cancelled",
  notCancelled: "Only a cancelled policy can be reinstated",
  renewalNotLatest: "Only the latest term of a policy can be renewed",
  renewalExists: "This policy has already been renewed",
  renewalExpired: "This policy has expired: it can no longer be renewed",
  readOnlyNotAssigned: "Only the assigned underwriter can change this risk",
  readOnlyNotLatest: "A later term of this policy exists: change the latest term instead",
  readOnlyClientEditing: "The client is completing the proposal: it is read-only until they finish",
  proposalNotInitiated: "A proposal can only be sent while every risk is in Initiated status",
  proposalNeedsDetails: "Enter the broker and insured details before sending a proposal",
  proposalNotSaved: "Save your progress before sending a proposal",
  proposalContactRequired: "Sending to a client needs a valid email or mobile number",
  proposalDone: "The client has marked this proposal done: it can no longer change",
  proposalDoneConfirm: "Confirm that the proposal is complete",
  nothingChanged: "Change an answer before adjusting the policy",
  unknownProduct: "This product is not part of the policy",
  addOnNotInForce: "This add-on is not in force",
  nothingToWithdraw: "There is no quoted or referred change to withdraw",
} as const;

/**
 * Renewal is offered from the renewal invitation date (the underwriter company's days before
 * expiry) until the term expires (SPEC §1: brokers are told when risks expire).
 */
export const renewalNotYetMessage = (opensOn: string, daysBefore: number) =>
  `This policy can be renewed from ${formatDateAu(opensOn)}, ${daysBefore} days before it expires`;

/**
 * Out-of-sequence changes are refused (docs/decisions.md): a change may not take effect before
 * the effective date of a change already bound on the policy.
 */
export const outOfSequenceMessage = (boundEffectiveDate: string) =>
  `A change effective ${formatDateAu(boundEffectiveDate)} is already bound: the effective date must be on or after it`;
const m = policyChangeMessages;

export type ChangeRuleResult =
  | { allowed: true }
  | { allowed: false; reason: string; field?: string };
const ok: ChangeRuleResult = { allowed: true };
const no = (reason: string, field?: string): ChangeRuleResult => ({
  allowed: false,
  reason,
  ...(field ? { field } : {}),
});

/** Reasons offered for a cancellation (SPEC §3 reason for cancellation). */
export const cancellationReasons = [
  "Insured request",
  "Non-payment of premium",
  "Risk sold or ceased",
  "Replaced by another policy",
  "Cancelled by insurer",
  "Issued in error",
] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

/** The insured asked for it: a short-rate scale may apply (see change-premium.ts). */
export const insuredInitiatedReasons: readonly CancellationReason[] = [
  "Insured request",
  "Risk sold or ceased",
  "Replaced by another policy",
];

export interface PolicyState {
  /** Status of the policy's latest transaction. */
  latestStatus: TransactionStatusId;
  /** The latest bound transaction's type is a cancellation. */
  cancelled: boolean;
  inceptionDate: string;
  expiryDate: string;
}

const S = TransactionStatus;
const inProgress = (status: TransactionStatusId) =>
  status === S.Initiated || status === S.Submitted || status === S.Quoted || status === S.Referred;

function policyOpenForChange(policy: PolicyState): ChangeRuleResult {
  if (inProgress(policy.latestStatus)) return no(m.changeInProgress);
  if (policy.latestStatus !== S.Bound && !policy.cancelled) return no(m.notBound);
  return ok;
}

/** An effective date inside the term: on or after inception, before expiry. */
export function checkEffectiveDate(policy: PolicyState, effectiveDate: string): ChangeRuleResult {
  if (effectiveDate < policy.inceptionDate) return no(m.effectiveBeforeInception, "effectiveDate");
  if (effectiveDate >= policy.expiryDate) return no(m.effectiveAfterExpiry, "effectiveDate");
  return ok;
}

/** The effective date is not before the latest bound change's (null: no bound change yet). */
export function checkSequence(
  lastChangeEffectiveDate: string | null,
  effectiveDate: string,
): ChangeRuleResult {
  if (lastChangeEffectiveDate && effectiveDate < lastChangeEffectiveDate)
    return no(outOfSequenceMessage(lastChangeEffectiveDate), "effectiveDate");
  return ok;
}

export function canAdjust(policy: PolicyState, effectiveDate: string): ChangeRuleResult {
  const open = policyOpenForChange(policy);
  if (!open.allowed) return open;
  if (policy.cancelled) return no(m.alreadyCancelled);
  return checkEffectiveDate(policy, effectiveDate);
}

export function canCancel(
  policy: PolicyState,
  input: { effectiveDate: string; reason?: string | null; confirm?: boolean },
  addOns: readonly { cancelled: boolean }[] = [],
): ChangeRuleResult {
  const open = policyOpenForChange(policy);
  if (!open.allowed) return open;
  if (policy.cancelled) return no(m.alreadyCancelled);
  if (addOns.some((addOn) => !addOn.cancelled)) return no(m.addOnsNotCancelled);
  if (!input.reason) return no(m.cancellationReasonRequired, "reason");
  if (input.confirm !== true) return no(m.cancellationConfirm, "confirm");
  return checkEffectiveDate(policy, input.effectiveDate);
}

export function canReinstate(policy: PolicyState): ChangeRuleResult {
  if (inProgress(policy.latestStatus)) return no(m.changeInProgress);
  return policy.cancelled ? ok : no(m.notCancelled);
}

/**
 * Whether the term may be renewed now: the latest, not renewed, bound and not cancelled, and
 * inside its renewal window: from `daysBefore` days before expiry until the day before it
 * expires, `today` being the date in the product's time zone. On the expiry date the renewal
 * would start today and lapse at once (the renewal job lapses a renewal not bound by its start).
 */
export function canRenew(
  policy: PolicyState,
  chain: { isLatest: boolean; renewed: boolean },
  window: { today: string; daysBefore: number },
): ChangeRuleResult {
  if (!chain.isLatest) return no(m.renewalNotLatest);
  if (chain.renewed) return no(m.renewalExists);
  const open = policyOpenForChange(policy);
  if (!open.allowed) return open;
  if (policy.cancelled) return no(m.alreadyCancelled);
  if (window.today >= policy.expiryDate) return no(m.renewalExpired);
  const opensOn = renewalInvitationDate(policy.expiryDate, window.daysBefore);
  if (window.today < opensOn) return no(renewalNotYetMessage(opensOn, window.daysBefore));
  return ok;
}

/**
 * SPEC §4: a risk is read-only for a user who is not its assigned underwriter (underwriter side),
 * when it is not the latest term of its renewal chain, and for the broker while the client edits
 * a proposal. Brokers and system users are not held to the assignment rule.
 */
export function riskReadOnly(input: {
  side: "underwriter" | "broker" | "insurer" | "system";
  isAssignedUnderwriter: boolean;
  /** Any underwriter may act on an unassigned risk. */
  hasAssignee: boolean;
  isLatestInChain: boolean;
  clientEditing: boolean;
}): ChangeRuleResult {
  // The insurer reads the risks bound under its agreements and changes none of them.
  if (input.side === "insurer") return no(messages.noEditPermission);
  if (!input.isLatestInChain) return no(m.readOnlyNotLatest);
  if (input.side === "broker" && input.clientEditing) return no(m.readOnlyClientEditing);
  if (input.side === "underwriter" && input.hasAssignee && !input.isAssignedUnderwriter)
    return no(m.readOnlyNotAssigned);
  return ok;
}

const MOBILE = /^\+?\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §4, §5: what a proposal needs before it goes to a client. */
export function canSendProposal(input: {
  statuses: readonly TransactionStatusId[];
  hasBrokerAndInsured: boolean;
  saved: boolean;
  done: boolean;
  email?: string | null;
  mobile?: string | null;
}): ChangeRuleResult {
  if (input.done) return no(m.proposalDone);
  if (input.statuses.length === 0 || input.statuses.some((s) => s !== S.Initiated))
    return no(m.proposalNotInitiated);
  if (!input.hasBrokerAndInsured) return no(m.proposalNeedsDetails);
  if (!input.saved) return no(m.proposalNotSaved);
  const email = input.email?.trim() ?? "";
  const mobile = (input.mobile ?? "").replace(/[\s()-]/g, "");
  if (!EMAIL.test(email) && !MOBILE.test(mobile)) return no(m.proposalContactRequired, "contact");
  return ok;
}

/** When a renewal invitation is due: `daysBefore` days before expiry (`YYYY-MM-DD`). */
export function renewalInvitationDate(expiryDate: string, daysBefore: number): string {
  const expiry = new Date(`${expiryDate}T00:00:00Z`);
  expiry.setUTCDate(expiry.getUTCDate() - daysBefore);
  return expiry.toISOString().slice(0, 10);
}
