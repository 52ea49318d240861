/**
 * What of a claim each side reads (DOMAIN "Who sees what", docs/decisions.md "What the client
 * and the broker see of a claim"): the insured follows its claim's status, never its money (the
 * reserve is the insurer's estimate of what it will pay, and paid + outstanding reveals it); the
 * broker reads the money (its loss runs at renewal) but not the firm's privileged advice or fees.
 */
import type { AuditAction } from "../../platform/audit/index.ts";
import type { ClaimSide } from "./access.ts";

/** Reserves, payments and the paid / outstanding / incurred totals. */
export const seesClaimMoney = (side: ClaimSide) => side !== "client";

/** The firm's advice (privileged). */
export const seesAdvice = (side: ClaimSide) => side !== "client" && side !== "broker";

const money: AuditAction[] = ["claim.reserveSet", "claim.paymentRecorded", "claim.reserveReleased"];

/** The timeline entries `side` does not read. */
export function hiddenTimelineActions(side: ClaimSide): AuditAction[] {
  // "Advice recorded" stays: the entry says that the firm advised, never what (the claim's
  // `advice` carries that).
  return seesClaimMoney(side) ? [] : money;
}
