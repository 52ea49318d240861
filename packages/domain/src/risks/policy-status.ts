/**
 * A policy term's state, derived from its main risk's transactions rather than from the latest
 * transaction alone (the package row mirrors that one, so a bound cancellation reads
 * "CAN · Bound" there). Once a transaction is bound the term is a policy: the latest bound
 * transaction says whether it is in force or cancelled (a reinstatement is bound after the
 * cancellation it undoes), the term's expiry whether it has expired, and a later change not yet
 * bound is shown beside it as pending. Before that the term is its submission's status.
 */
import { z } from "zod";
import { TransactionStatus, type TransactionStatusId, TransactionType } from "../enums.ts";

export const policyStates = [
  "initiated",
  "submitted",
  "quoted",
  "referred",
  "declined",
  "notTakenUp",
  "bound",
  "cancelled",
  "expired",
] as const;
export type PolicyStateKey = (typeof policyStates)[number];

export const policyStateLabels: Record<PolicyStateKey, string> = {
  initiated: "Initiated",
  submitted: "Submitted",
  quoted: "Quoted",
  referred: "Referred",
  declined: "Declined",
  notTakenUp: "Not taken up",
  bound: "Bound",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const pendingChangeKinds = ["adjustment", "cancellation", "reinstatement"] as const;
export type PendingChangeKind = (typeof pendingChangeKinds)[number];

const changeLabels: Record<PendingChangeKind, string> = {
  adjustment: "Adjustment",
  cancellation: "Cancellation",
  reinstatement: "Reinstatement",
};

export const ZPolicyStatus = z.object({
  state: z.enum(policyStates),
  /** The state in words ("Cancelled"), for readers without the web app's strings. */
  label: z.string(),
  /**
   * When cover ends (`YYYY-MM-DD`): a bound cancellation's effective date, else the term's
   * expiry (for a term not bound yet, the expiry it would have).
   */
  coverEnd: z.string(),
  /** Cover has ended by today: cancelled from today or earlier, or past the expiry date. */
  ended: z.boolean(),
  /** A change to the bound policy in progress (not bound, declined or lapsed yet). */
  pending: z
    .object({
      kind: z.enum(pendingChangeKinds),
      status: z.number().int(),
      /** "Adjustment quoted". */
      label: z.string(),
    })
    .nullable(),
});
export type TPolicyStatus = z.infer<typeof ZPolicyStatus>;

/** What the derivation reads of a transaction; oldest first, the main risk's only. */
export interface PolicyTransactionFacts {
  type: number;
  status: number;
  effectiveDate: string;
  /** A reinstatement names the cancellation it undoes. */
  reinstatesTransactionId: number | null;
}

const S = TransactionStatus;
const statusStates: Record<TransactionStatusId, PolicyStateKey> = {
  [S.Initiated]: "initiated",
  [S.Submitted]: "submitted",
  [S.Quoted]: "quoted",
  [S.Referred]: "referred",
  [S.Declined]: "declined",
  [S.NotTakenUp]: "notTakenUp",
  [S.Bound]: "bound",
};
const inProgress = new Set<number>([S.Initiated, S.Submitted, S.Quoted, S.Referred]);

function changeKind(tx: PolicyTransactionFacts): PendingChangeKind {
  if (tx.type === TransactionType.Cancellation) return "cancellation";
  return tx.reinstatesTransactionId !== null ? "reinstatement" : "adjustment";
}

function pendingOf(tx: PolicyTransactionFacts): TPolicyStatus["pending"] {
  if (!inProgress.has(tx.status)) return null;
  const kind = changeKind(tx);
  const word = policyStateLabels[statusStates[tx.status as TransactionStatusId]].toLowerCase();
  return { kind, status: tx.status, label: `${changeLabels[kind]} ${word}` };
}

const status = (
  state: PolicyStateKey,
  coverEnd: string,
  ended: boolean,
  pending: TPolicyStatus["pending"] = null,
): TPolicyStatus => ({ state, label: policyStateLabels[state], coverEnd, ended, pending });

/**
 * The term's state on `today` (`YYYY-MM-DD` in the main product's time zone). Cover runs to the
 * expiry date inclusive and a cancellation ends it on its effective date, as the certificate of
 * currency reads them (certificate.ts).
 */
export function policyStatus(
  term: { expiryDate: string },
  transactions: readonly PolicyTransactionFacts[],
  today: string,
): TPolicyStatus {
  const latest = transactions.at(-1);
  const latestBound = transactions.findLast((tx) => tx.status === S.Bound);
  if (!latestBound) {
    const state = latest ? statusStates[latest.status as TransactionStatusId] : "initiated";
    return status(state ?? "initiated", term.expiryDate, false);
  }
  const pending = latest && latest !== latestBound ? pendingOf(latest) : null;
  if (latestBound.type === TransactionType.Cancellation) {
    const from = latestBound.effectiveDate;
    return status("cancelled", from, from <= today, pending);
  }
  if (term.expiryDate < today) return status("expired", term.expiryDate, true, pending);
  return status("bound", term.expiryDate, false, pending);
}
