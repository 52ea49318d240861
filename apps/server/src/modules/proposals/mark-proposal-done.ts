import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { auditRisk, tellUsers } from "../risks/index.ts";
import { type ClientProposalInput, lockedEditable, packageOf } from "./client-proposal.ts";
import { getClientProposal } from "./get-client-proposal.ts";
import { riskProposals } from "./tables.ts";

/** The client marks the proposal done (confirmed): final; the broker is told. */
export async function markProposalDone(ctx: Ctx, input: ClientProposalInput) {
  const { actor } = ctx;
  const { access, proposalId: id } = input;
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    const row = await lockedEditable({ ...ctx, db: tx }, { access, proposalId: id });
    const now = actor.now();
    await tx
      .update(riskProposals)
      .set({ status: "done", doneAt: now })
      .where(eq(riskProposals.id, id));
    const pkg = await packageOf(tx, row.riskPackageId);
    await auditRisk(tx, actor, pkg, "risk.proposal_done", {
      description: `${row.clientName} completed the proposal`,
    });
    await tellUsers(
      tx,
      afterCommit,
      ctx,
      actor,
      pkg,
      [{ userId: row.sentByUserId, companyId: row.companyId }],
      "risk.proposal_done",
      `${row.clientName} completed the proposal`,
    );
    await ctx.events.raise(tx, afterCommit, {
      type: "proposal.completed",
      riskPackageId: pkg.id,
      data: { proposalId: row.id, clientName: row.clientName },
      userId: actor.user.id,
    });
  });
  return getClientProposal(ctx, { access, proposalId: id });
}
