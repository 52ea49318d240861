/**
 * The one shape of every change to a claim: in a transaction, find the claim as the acting
 * company sees it with a row lock (404 otherwise; concurrent changes serialise on it), let the
 * action check and write, then leave the audit row (the timeline) and tell the other parties.
 */
import type { Actor } from "../../platform/actor/index.ts";
import type { AuditAction } from "../../platform/audit/index.ts";
import type { Tx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { type ClaimAccess, visibleClaim } from "./access.ts";
import { auditClaim, tellParties } from "./effects.ts";
import type { ClaimRow } from "./tables.ts";

export interface ClaimChange extends ClaimAccess {
  tx: Tx;
  /** The audit row on the claim: `summary` is the line its timeline shows. */
  audit(action: AuditAction, data: { summary: string } & Record<string, unknown>): Promise<void>;
  /** Notifies the other parties, "<reference>: <message>", about `row` (the claim as changed). */
  tell(
    type: string,
    message: string,
    row?: ClaimRow,
    only?: "underwriter" | "legal",
  ): Promise<void>;
}

export function changeClaim<T>(
  deps: Pick<AppDeps, "db" | "outbox">,
  actor: Actor,
  companyId: number,
  claimId: number,
  run: (change: ClaimChange) => Promise<T>,
): Promise<T> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const access = await visibleClaim(tx, actor, companyId, claimId, { lock: true });
    return run({
      ...access,
      tx,
      audit: (action, data) => auditClaim(tx, actor, access.row, action, data),
      tell: (type, message, row = access.row, only) =>
        tellParties(tx, afterCommit, deps, actor, row, type, message, only),
    });
  });
}
