/**
 * A legal firm's fees on a claim (DOMAIN "Who sees what": lawyers' fees are approved by the
 * insurer's side before they are paid). The appointed firm submits a fee; the policy's
 * underwriter approves it, which records a fees payment dated the market's today (the broker and
 * the client hear of that payment only), or declines it. Submissions stay between the firm and
 * the underwriter: their own audit subject, notifications to the other side only, and a list
 * that a broker or client cannot read. A firm sees its own firm's submissions only.
 */
import { feeMessages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { type Actor, actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import { authorizeClaim } from "./access.ts";
import type { ClaimChange } from "./change.ts";
import { type ClaimFeeSubmissionRow, claimFeeSubmissions } from "./tables.ts";

const feeNotFound = () => notFound(feeMessages.notFound);

export async function auditFee(
  tx: Tx,
  actor: Actor,
  fee: ClaimFeeSubmissionRow,
  action: "claim.feeSubmitted" | "claim.feeApproved" | "claim.feeDeclined",
  data: Record<string, unknown> = {},
) {
  await auditBy(tx, actor, {
    action,
    companyId: actingCompany(actor),
    subjectType: "claim_fee",
    subjectId: fee.id,
    data: { claimId: fee.claimId, amount: fee.amount, ...data },
  });
}

/** The pending submission `feeId` on the changed claim, locked; 404 or 409 otherwise. */
export async function pendingFee({ tx, row, role }: ClaimChange, feeId: number) {
  authorizeClaim({ role, row }, "manage");
  const [fee] = await tx
    .select()
    .from(claimFeeSubmissions)
    .where(and(eq(claimFeeSubmissions.id, feeId), eq(claimFeeSubmissions.claimId, row.id)))
    .for("update");
  if (!fee) throw feeNotFound();
  if (fee.status !== "pending") throw conflict(feeMessages.alreadyDecided);
  return fee;
}
