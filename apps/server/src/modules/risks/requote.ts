/**
 * What a change to an open submission's terms does to its quote (docs/decisions.md, "Terms
 * changed after a quote"): a Quoted transaction goes back to Referred, its quote and approval
 * withdrawn, so the underwriter quotes the changed terms again (and approval is asked again when
 * they are beyond authority). The broker is told their quote was withdrawn.
 */
import { type ApprovalState, TransactionStatus } from "@platform/domain";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { updateCurrent } from "./change.ts";
import { tellUsers } from "./effects.ts";
import type { LoadedPackage } from "./load.ts";

/** Withdraws the package's quote (if quoted); answers whether it did. */
export async function withdrawQuote(
  tx: DbOrTx,
  afterCommit: AfterCommit,
  deps: Pick<AppDeps, "outbox">,
  actor: Actor,
  loaded: LoadedPackage,
  why: string,
): Promise<boolean> {
  if (!loaded.current.some((c) => c.tx.status === TransactionStatus.Quoted)) return false;
  await updateCurrent(tx, loaded, {
    status: TransactionStatus.Referred,
    quotedAt: null,
    quotedByUserId: null,
    quoteExpiresAt: null,
    approval: "none" satisfies ApprovalState,
    approvalRequestedByUserId: null,
    approvalDecidedByUserId: null,
    updatedAt: actor.now(),
  });
  const pkg = loaded.row;
  await tellUsers(
    tx,
    afterCommit,
    deps,
    actor,
    pkg,
    [
      { userId: pkg.brokerUserId, companyId: pkg.brokerCompanyId },
      { userId: pkg.assignedUnderwriterUserId, companyId: pkg.companyId },
    ],
    "risk.referred",
    `quote withdrawn to be quoted again (${why})`,
  );
  return true;
}
