import { TransactionStatus } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict } from "../../platform/http/errors.ts";
import { auditRisk, pinnedRisksOf, riskPackages, riskTransactions } from "../risks/index.ts";
import {
  type ClientProposalInput,
  clientMessages,
  lockedEditable,
  packageOf,
} from "./client-proposal.ts";
import { getClientProposal } from "./get-client-proposal.ts";
import { riskProposals } from "./tables.ts";

/** Saves the client's answers on the main risk's Initiated transaction. */
export async function saveClientProposal(
  ctx: Ctx,
  input: ClientProposalInput & { answers: Record<string, unknown> },
) {
  const { actor } = ctx;
  const { access, proposalId: id, answers } = input;
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockedEditable({ ...ctx, db: tx }, { access, proposalId: id });
    const now = actor.now();
    const pinned = await pinnedRisksOf(tx, row.riskPackageId);
    const updated = await tx
      .update(riskTransactions)
      .set({ answers, updatedAt: now })
      .where(
        and(
          eq(riskTransactions.riskId, pinned[0]!.risk.id),
          eq(riskTransactions.status, TransactionStatus.Initiated),
        ),
      )
      .returning({ id: riskTransactions.id });
    if (updated.length === 0) throw conflict(clientMessages.notEditable);
    await tx.update(riskProposals).set({ clientSavedAt: now }).where(eq(riskProposals.id, id));
    await tx
      .update(riskPackages)
      .set({ updatedAt: now })
      .where(eq(riskPackages.id, row.riskPackageId));
    await auditRisk(tx, actor, await packageOf(tx, row.riskPackageId), "risk.proposal_saved", {
      description: `${row.clientName} saved the proposal`,
    });
  });
  return getClientProposal(ctx, { access, proposalId: id });
}
