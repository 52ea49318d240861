/**
 * The one shape of every change to a claim: in a transaction, find the claim as the acting
 * company sees it with a row lock (404 otherwise; concurrent changes serialise on it), let the
 * action check and write, then leave the audit row (the timeline) and tell the other parties.
 */
import type { Actor } from "../../platform/actor/index.ts";
import type { AuditAction } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { type AfterCommit, inTransaction } from "../../platform/db/transaction.ts";
import { type ClaimAccess, visibleClaim } from "./access.ts";
import { auditClaim, type Party, tellParties } from "./effects.ts";
import type { ClaimRow } from "./tables.ts";

export interface ClaimChange extends ClaimAccess {
  tx: Tx;
  afterCommit: AfterCommit;
  /** Who is acting (the acting company is theirs). */
  actor: Actor;
  /** The audit row on the claim: `summary` is the line its timeline shows. */
  audit(action: AuditAction, data: { summary: string } & Record<string, unknown>): Promise<void>;
  /** Notifies the other parties, "<reference>: <message>", about `row` (the claim as changed). */
  tell(
    type: string,
    message: string,
    row?: ClaimRow,
    only?: Party | readonly Party[],
  ): Promise<void>;
}

export function changeClaim<T>(
  ctx: Ctx,
  input: { claimId: number; run: (change: ClaimChange) => Promise<T> },
): Promise<T> {
  const { actor } = ctx;
  const { claimId, run } = input;
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const access = await visibleClaim({ ...ctx, db: tx }, { claimId, lock: true });
    return run({
      ...access,
      tx,
      afterCommit,
      actor,
      audit: (action, data) => auditClaim(tx, actor, access.row, action, data),
      tell: (type, message, row = access.row, only) =>
        tellParties(tx, afterCommit, ctx, actor, row, type, message, only),
    });
  });
}
