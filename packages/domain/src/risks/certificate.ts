/**
 * A certificate of currency (SPEC §1 "clients … manage policy documents"): proof that a policy is
 * in force today, issued on demand from the latest bound transaction of the term. A policy not
 * yet bound, cancelled from today or earlier, or past its expiry has none, and says why.
 */
import { formatDateAu } from "../documents/format.ts";
import { TransactionType, type TransactionTypeId } from "../enums.ts";

export const certificateMessages = {
  notBound: "A certificate of currency is issued once the policy is bound",
  cancelled: (from: string) =>
    `This policy was cancelled from ${formatDateAu(from)}: it has no certificate of currency`,
  expired: (on: string) =>
    `This policy expired on ${formatDateAu(on)}: it has no certificate of currency`,
} as const;

export interface CertificateFacts {
  policyNumber: string | null;
  /** The term's latest bound transaction (a reinstatement is bound after the cancellation it undoes). */
  latestBound: { type: TransactionTypeId; effectiveDate: string } | null;
  expiryDate: string;
}

/**
 * Why no certificate of currency can be issued on `today` (`YYYY-MM-DD` in the product's time
 * zone), or null. Cover runs to the expiry date, and a cancellation ends it on its effective date,
 * so a cancellation dated later still leaves the policy current until then.
 */
export function certificateRefusal(facts: CertificateFacts, today: string): string | null {
  const { latestBound } = facts;
  if (!facts.policyNumber || !latestBound) return certificateMessages.notBound;
  if (latestBound.type === TransactionType.Cancellation && latestBound.effectiveDate <= today) {
    return certificateMessages.cancelled(latestBound.effectiveDate);
  }
  if (facts.expiryDate < today) return certificateMessages.expired(facts.expiryDate);
  return null;
}
