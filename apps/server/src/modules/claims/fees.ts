/**
 * A legal firm's fees on a claim (DOMAIN "Who sees what": lawyers' fees are approved by the
 * insurer's side before they are paid). The appointed firm submits a fee; the policy's
 * underwriter approves it, which records a fees payment dated the market's today (the broker and
 * the client hear of that payment only), or declines it. Submissions stay between the firm and
 * the underwriter: their own audit subject, notifications to the other side only, and a list
 * that a broker or client cannot read. A firm sees its own firm's submissions only.
 */
import {
  claimMessages,
  feeMessages,
  formatMoney,
  pageWindow,
  type TFeeSubmission,
  type TFeeSubmissionListQuery,
  ZFeeDecline,
  ZFeeSubmissionCreate,
  ZFeeSubmissionListQuery,
} from "@platform/domain";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx, Tx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, forbidden, notFound } from "../../platform/http/errors.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { toSeconds } from "../users/index.ts";
import { type ClaimAccess, visibleClaim } from "./access.ts";
import { type ClaimChange, changeClaim } from "./change.ts";
import { recordMovement } from "./movements.ts";
import { marketToday } from "./policy.ts";
import { type ClaimFeeSubmissionRow, claimFeeSubmissions } from "./tables.ts";

type Deps = Pick<AppDeps, "db" | "outbox">;

const feeNotFound = () => notFound(feeMessages.notFound);

/** The submissions `access` may read on its claim, or 403 (broker, client, read-only users). */
function feeScope({ row, role }: ClaimAccess, companyId: number): SQL | undefined {
  const onClaim = eq(claimFeeSubmissions.claimId, row.id);
  if (role === "manager") return onClaim;
  if (role === "legal") return and(onClaim, eq(claimFeeSubmissions.legalCompanyId, companyId));
  throw forbidden();
}

async function auditFee(
  tx: Tx,
  actor: Actor,
  companyId: number,
  fee: ClaimFeeSubmissionRow,
  action: "claim.feeSubmitted" | "claim.feeApproved" | "claim.feeDeclined",
  data: Record<string, unknown> = {},
) {
  await auditBy(tx, actor, {
    action,
    companyId,
    subjectType: "claim_fee",
    subjectId: fee.id,
    data: { claimId: fee.claimId, amount: fee.amount, ...data },
  });
}

export async function submitFee(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: z.input<typeof ZFeeSubmissionCreate>,
) {
  const body = ZFeeSubmissionCreate.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async ({ tx, row, role, can, tell }) => {
    if (role !== "legal") throw forbidden();
    if (row.kind !== "claim") throw conflict(claimMessages.incidentNoMovements);
    if (!can.submitFee) throw conflict(claimMessages.notLive);
    const [fee] = await tx
      .insert(claimFeeSubmissions)
      .values({
        claimId: row.id,
        legalCompanyId: companyId,
        amount: body.amount,
        description: body.description,
        submittedByUserId: actor.user.id,
        createdAt: actor.now(),
      })
      .returning();
    await auditFee(tx, actor, companyId, fee!, "claim.feeSubmitted");
    await tell(
      "claim.feeSubmitted",
      `a fee of ${formatMoney(body.amount)} was submitted for approval`,
      row,
      "underwriter",
    );
    return fee!;
  });
}

/** The pending submission `feeId` on the changed claim, locked; 404 or 409 otherwise. */
async function pendingFee({ tx, row, role }: ClaimChange, feeId: number) {
  if (role !== "manager") throw forbidden();
  const [fee] = await tx
    .select()
    .from(claimFeeSubmissions)
    .where(and(eq(claimFeeSubmissions.id, feeId), eq(claimFeeSubmissions.claimId, row.id)))
    .for("update");
  if (!fee) throw feeNotFound();
  if (fee.status !== "pending") throw conflict(feeMessages.alreadyDecided);
  return fee;
}

export async function approveFee(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  feeId: number,
) {
  return changeClaim(deps, actor, companyId, claimId, async (change) => {
    const fee = await pendingFee(change, feeId);
    const { movement } = await recordMovement(change, actor, companyId, {
      kind: "payment",
      category: "fees",
      amount: fee.amount,
      movementDate: marketToday(actor),
      // The description stays with the submission: the movement is read by broker and client.
      note: feeMessages.approvedNote,
    });
    const [approved] = await change.tx
      .update(claimFeeSubmissions)
      .set({
        status: "approved",
        decidedByUserId: actor.user.id,
        decidedAt: actor.now(),
        movementId: movement.id,
      })
      .where(eq(claimFeeSubmissions.id, fee.id))
      .returning();
    await auditFee(change.tx, actor, companyId, approved!, "claim.feeApproved", {
      movementId: movement.id,
    });
    return approved!;
  });
}

export async function declineFee(
  deps: Deps,
  actor: Actor,
  companyId: number,
  claimId: number,
  feeId: number,
  input: z.input<typeof ZFeeDecline>,
) {
  const body = ZFeeDecline.parse(input);
  return changeClaim(deps, actor, companyId, claimId, async (change) => {
    const fee = await pendingFee(change, feeId);
    const [declined] = await change.tx
      .update(claimFeeSubmissions)
      .set({
        status: "declined",
        decidedByUserId: actor.user.id,
        decidedAt: actor.now(),
        declineReason: body.reason,
      })
      .where(eq(claimFeeSubmissions.id, fee.id))
      .returning();
    await auditFee(change.tx, actor, companyId, declined!, "claim.feeDeclined", {
      reason: body.reason,
    });
    await change.tell(
      "claim.feeDeclined",
      `your fee of ${formatMoney(fee.amount)} was declined${body.reason ? ` (${body.reason})` : ""}`,
      change.row,
      "legal",
    );
    return declined!;
  });
}

export async function pageFeeSubmissions(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  claimId: number,
  input: TFeeSubmissionListQuery,
) {
  const query = ZFeeSubmissionListQuery.parse(input);
  const access = await visibleClaim(db, actor, companyId, claimId);
  const scope = feeScope(access, companyId);
  const where = query.status ? and(scope, eq(claimFeeSubmissions.status, query.status)) : scope;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: claimFeeSubmissions, total: totalRows() })
    .from(claimFeeSubmissions)
    .where(where)
    .orderBy(desc(claimFeeSubmissions.createdAt), desc(claimFeeSubmissions.id))
    .limit(limit)
    .offset(offset);
  const names = await companyNamesByIds(
    db,
    rows.flatMap(({ row }) => (row.legalCompanyId === null ? [] : [row.legalCompanyId])),
  );
  return toPage(
    rows,
    query,
    ({ row }) => feeView(row, names),
    async () => (await db.select({ n: count() }).from(claimFeeSubmissions).where(where))[0]!.n,
  );
}

export function feeView(row: ClaimFeeSubmissionRow, names: Map<number, string>): TFeeSubmission {
  return {
    id: row.id,
    claimId: row.claimId,
    amount: row.amount,
    description: row.description,
    status: row.status as TFeeSubmission["status"],
    legalCompany:
      row.legalCompanyId === null
        ? null
        : { id: row.legalCompanyId, name: names.get(row.legalCompanyId) ?? "" },
    submittedAt: toSeconds(row.createdAt),
    decidedAt: row.decidedAt ? toSeconds(row.decidedAt) : null,
    declineReason: row.declineReason,
    movementId: row.movementId,
  };
}

/** One submission as the API answers it. */
export async function presentFee(db: DbOrTx, row: ClaimFeeSubmissionRow) {
  const names = await companyNamesByIds(
    db,
    row.legalCompanyId === null ? [] : [row.legalCompanyId],
  );
  return feeView(row, names);
}
