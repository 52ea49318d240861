/**
 * The life of a risk transaction (SPEC §3, §4), stated once: every action answers allowed (with
 * the status it leads to) or the reason it is refused, so the server's refusals and the web app's
 * buttons derive from the same rules. A transaction's type (NB, ADJ, CAN, REN) does not change
 * these rules; only what is rated differs.
 *
 *   Initiated ──submit──▶ Quoted | Referred | Declined   (rating and rules decide: `submitOutcome`)
 *   Referred (NB, REN) ──submit again──▶ the same, its reasons recomputed from the current terms
 *   Referred ──quote──▶ Quoted (within authority, or once approved)
 *   Referred | Quoted ──decline──▶ Declined
 *   Quoted ──bind (declaration, while the quote is open)──▶ Bound
 *   Quoted ──expire (the quote lapsed, a job)──▶ NotTakenUp
 *   Initiated ──discard──▶ (deleted)
 */
import {
  TransactionStatus,
  type TransactionStatusId,
  TransactionType,
  type TransactionTypeId,
} from "../enums.ts";
import { startOfZonedDate } from "../format.ts";
import { messages } from "../messages.ts";

/** Issued quotes (and cancellation quotes) can be accepted and bound within 30 days (SPEC §4, §9). */
export const QUOTE_VALID_DAYS = 30;
/** Brokers are told this many days before an unbound quote lapses. */
export const QUOTE_EXPIRY_WARNING_DAYS = 7;

export const approvalStates = ["none", "requested", "approved", "denied"] as const;
export type ApprovalState = (typeof approvalStates)[number];

export const riskActions = [
  "save",
  "discard",
  "submit",
  "review",
  "quote",
  "decline",
  "requestApproval",
  "decideApproval",
  "undoApproval",
  "bind",
  "expire",
] as const;
export type RiskAction = (typeof riskActions)[number];

export const riskMessages = {
  discardOnlyInitiated: messages.discardOnlyInitiated,
  editOnlyInitiated: "This transaction has been submitted and can no longer be edited",
  submitOnlyInitiated: "Only a transaction in Initiated status can be submitted",
  reviewOnlyOpen: "Only a referred or quoted transaction can be reviewed",
  reviewChangeDerived:
    "A cancellation or reinstatement returns or charges back the premium in force: it cannot be set by hand",
  quoteOnlyReferred: "Only a referred transaction can be quoted",
  declineOnlyOpen: "Only a referred or quoted transaction can be declined",
  bindOnlyQuoted: "Only a quoted transaction can be bound",
  quoteExpired: "This quote has expired and can no longer be bound",
  declarationRequired: "Confirm that a signed, dated proposal was received",
  approvalOnlyAssigned: "Only the assigned underwriter can request approval",
  approvalOnlyReferred: "Approval can only be requested on a referred transaction",
  approvalAlreadyRequested: "Approval has already been requested",
  approvalNotRequested: "Approval has not been requested",
  approvalPending: "The quote is waiting for approval",
  approvalNeeded: "The quote is beyond your authority: request approval first",
  approverLacksAuthority: "Your authority does not cover this quote",
  approverIsRequester: "An approval must be decided by another underwriter",
  expireOnlyQuoted: "Only a quoted transaction lapses",
  notExpiredYet: "The quote is still open",
  premiumRequired: messages.premiumRequired,
  migrationNeeded: "A newer version of the product is published: migrate the risk before quoting",
} as const;

export interface TransactionState {
  status: TransactionStatusId;
  /** NB, ADJ, CAN or REN; only a referred NB or REN may be submitted again. */
  type?: TransactionTypeId;
  approval: ApprovalState;
  /** When the quote lapses (set when Quoted). */
  quoteExpiresAt?: Date | null;
}

export interface ActionContext {
  now: Date;
  /** The acting user is the risk's assigned underwriter. */
  isAssignedUnderwriter?: boolean;
  /** The acting underwriter's authority covers the quote (`decideAuthority(...).allowed`). */
  withinAuthority?: boolean;
  /** The acting user requested the approval being decided. */
  isApprovalRequester?: boolean;
  /** `bind` only: the declaration checkbox. */
  declaration?: boolean;
  /** A newer published version of a product on the package exists. */
  newerProductVersion?: boolean;
  /**
   * `quote` and `bind`: false when a current transaction has no premium (its product rates none):
   * such a quote could only bind a policy without a premium, whose documents cannot be made.
   */
  premiumComplete?: boolean;
}

export type TransitionResult =
  | { allowed: true; to: TransactionStatusId | null }
  | { allowed: false; reason: string; field?: string };

const S = TransactionStatus;
const resubmittableTypes: readonly TransactionTypeId[] = [
  TransactionType.NewBusiness,
  TransactionType.Renewal,
];
const allow = (to: TransactionStatusId | null): TransitionResult => ({ allowed: true, to });
const refuse = (reason: string, field?: string): TransitionResult => ({
  allowed: false,
  reason,
  ...(field ? { field } : {}),
});

export function isQuoteExpired(state: TransactionState, now: Date): boolean {
  return Boolean(state.quoteExpiresAt && state.quoteExpiresAt.getTime() <= now.getTime());
}

/** Whether `action` may happen to a transaction in `state`, and the status it leads to. */
export function checkRiskAction(
  action: RiskAction,
  state: TransactionState,
  ctx: ActionContext,
): TransitionResult {
  const { status } = state;
  const open = status === S.Referred || status === S.Quoted;
  switch (action) {
    case "save":
      return status === S.Initiated ? allow(S.Initiated) : refuse(riskMessages.editOnlyInitiated);
    case "discard":
      return status === S.Initiated ? allow(null) : refuse(riskMessages.discardOnlyInitiated);
    case "submit":
      // The outcome (Quoted, Referred or Declined) comes from `submitOutcome`. A referred new
      // business or renewal is submitted again once its terms are corrected: the reasons are
      // recomputed, so one that no longer applies goes (a changed premium of the underwriter's
      // still refers).
      if (status === S.Initiated) return allow(S.Submitted);
      if (status !== S.Referred || !state.type || !resubmittableTypes.includes(state.type))
        return refuse(riskMessages.submitOnlyInitiated);
      if (state.approval === "requested") return refuse(riskMessages.approvalPending);
      return allow(S.Submitted);
    case "review":
      return open ? allow(status) : refuse(riskMessages.reviewOnlyOpen);
    case "quote":
      if (status !== S.Referred) return refuse(riskMessages.quoteOnlyReferred);
      if (ctx.premiumComplete === false) return refuse(riskMessages.premiumRequired, "premium");
      if (ctx.newerProductVersion) return refuse(riskMessages.migrationNeeded);
      if (state.approval === "requested") return refuse(riskMessages.approvalPending);
      if (state.approval !== "approved" && !ctx.withinAuthority)
        return refuse(riskMessages.approvalNeeded);
      return allow(S.Quoted);
    case "decline":
      return open ? allow(S.Declined) : refuse(riskMessages.declineOnlyOpen);
    case "requestApproval":
      if (!ctx.isAssignedUnderwriter) return refuse(riskMessages.approvalOnlyAssigned);
      if (status !== S.Referred) return refuse(riskMessages.approvalOnlyReferred);
      if (state.approval === "requested") return refuse(riskMessages.approvalAlreadyRequested);
      return allow(status);
    case "decideApproval":
      if (state.approval !== "requested") return refuse(riskMessages.approvalNotRequested);
      if (ctx.isApprovalRequester) return refuse(riskMessages.approverIsRequester);
      if (!ctx.withinAuthority) return refuse(riskMessages.approverLacksAuthority);
      return allow(status);
    case "undoApproval":
      if (state.approval === "none") return refuse(riskMessages.approvalNotRequested);
      if (status !== S.Referred) return refuse(riskMessages.approvalOnlyReferred);
      return allow(status);
    case "bind":
      if (status !== S.Quoted) return refuse(riskMessages.bindOnlyQuoted);
      if (isQuoteExpired(state, ctx.now)) return refuse(riskMessages.quoteExpired);
      if (ctx.premiumComplete === false) return refuse(riskMessages.premiumRequired, "premium");
      if (ctx.declaration !== true) return refuse(riskMessages.declarationRequired, "declaration");
      return allow(S.Bound);
    case "expire":
      if (status !== S.Quoted) return refuse(riskMessages.expireOnlyQuoted);
      if (!isQuoteExpired(state, ctx.now)) return refuse(riskMessages.notExpiredYet);
      return allow(S.NotTakenUp);
  }
}

/** Every action with its answer, for the `can` flags the API sends with a transaction. */
export function riskActionFlags(
  state: TransactionState,
  ctx: ActionContext,
): Record<RiskAction, boolean> {
  return Object.fromEntries(
    riskActions.map((action) => [action, checkRiskAction(action, state, ctx).allowed]),
  ) as Record<RiskAction, boolean>;
}

/** When a quote issued at `quotedAt` lapses: 30 days later, to the second. */
export function quoteExpiresAt(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * 86_400_000);
}

/**
 * When the quote of a transaction lapses (docs/decisions.md "Dates in the product's time zone"):
 * 30 days after quoting (SPEC §9), except a renewal's, which stays open until its term starts
 * (local midnight of its inception date in the product's time zone), however early it was
 * quoted: the moment the renewal job lapses a renewal not taken up, and the expiring term ends.
 */
export function quoteExpiry(input: {
  quotedAt: Date;
  type: TransactionTypeId;
  inceptionDate: string;
  timeZone: string;
}): Date {
  if (input.type !== TransactionType.Renewal) return quoteExpiresAt(input.quotedAt);
  return startOfZonedDate(input.inceptionDate, input.timeZone);
}

export type ReferralReason =
  | "rule"
  | "incomplete"
  | "backdated"
  | "notifiablePremium"
  | "outsideAuthority"
  | "premiumMissing"
  | "underwriterAdjusted";

export interface SubmitFindings {
  /** Messages of decline rules that fired (any → Declined). */
  declines: string[];
  /** Messages of refer rules that fired. */
  referrals: string[];
  /** The proposal was submitted "as is" with unanswered required questions. */
  incomplete: boolean;
  /** The inception or effective date is backdated beyond the submitting user's authority. */
  backdatedBeyondAuthority: boolean;
  /** The premium is over the binding-agreement section's notifiable limit. */
  overNotifiablePremium: boolean;
  /** The rating gave no premium (a product without a rating design): not quoted on its own. */
  premiumMissing?: boolean;
  /**
   * The underwriter set a premium, discount or formula override on the referred submission: a
   * resubmission keeps it with them to quote (their terms, within their authority).
   */
  underwriterAdjusted?: boolean;
}

export interface SubmitOutcome {
  status: typeof S.Quoted | typeof S.Referred | typeof S.Declined;
  reasons: { kind: ReferralReason | "decline"; message: string }[];
}

export const referralMessages: Record<Exclude<ReferralReason, "rule">, string> = {
  incomplete: "The proposal was submitted with unanswered questions",
  backdated: "The inception date is backdated beyond the submitter's authority",
  notifiablePremium: "The premium is above the binding agreement's notifiable premium limit",
  outsideAuthority: "The quote is beyond the underwriter's authority",
  premiumMissing: "No premium could be calculated for the proposal",
  underwriterAdjusted: "The underwriter adjusted the premium: they quote it",
};

/** What a submission becomes (SPEC §4): any decline rule declines; any referral refers; else quoted. */
export function submitOutcome(findings: SubmitFindings): SubmitOutcome {
  if (findings.declines.length > 0) {
    return {
      status: S.Declined,
      reasons: findings.declines.map((message) => ({ kind: "decline", message })),
    };
  }
  const reasons: SubmitOutcome["reasons"] = findings.referrals.map((message) => ({
    kind: "rule",
    message,
  }));
  if (findings.incomplete)
    reasons.push({ kind: "incomplete", message: referralMessages.incomplete });
  if (findings.backdatedBeyondAuthority) {
    reasons.push({ kind: "backdated", message: referralMessages.backdated });
  }
  if (findings.overNotifiablePremium) {
    reasons.push({ kind: "notifiablePremium", message: referralMessages.notifiablePremium });
  }
  if (findings.premiumMissing) {
    reasons.push({ kind: "premiumMissing", message: referralMessages.premiumMissing });
  }
  if (findings.underwriterAdjusted) {
    reasons.push({ kind: "underwriterAdjusted", message: referralMessages.underwriterAdjusted });
  }
  return { status: reasons.length > 0 ? S.Referred : S.Quoted, reasons };
}

/**
 * The inception (or effective) date a bind uses (SPEC §4 backdating): an authorised user keeps a
 * past date within their allowance; for anyone else a past date resets to today. Future dates and
 * today are kept. Dates are `YYYY-MM-DD` in the product's time zone.
 */
export function dateOnBind(date: string, today: string, allowedBackdateDays: number): string {
  if (date >= today) return date;
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000,
  );
  return days <= allowedBackdateDays ? date : today;
}
