import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden, notFound } from "../../platform/http/errors.ts";
import { auditRisk, loadPackage } from "../risks/index.ts";
import { revokeTemporaryToken } from "../temporary-users/index.ts";
import { proposalMessages } from "./send-proposal.ts";
import { presentProposal } from "./store.ts";
import { riskProposals } from "./tables.ts";

/** Revokes the client's link while the client has the proposal. */
export async function revokeProposal(
  ctx: Ctx,
  input: { riskPackageId: number; proposalId: number },
) {
  const { actor } = ctx;
  const { riskPackageId, proposalId } = input;
  return inTransaction(ctx.db, async (tx) => {
    const loaded = await loadPackage(tx, actor, riskPackageId, { lock: true });
    if (!loaded.canManage) throw forbidden();
    const [row] = await tx
      .select()
      .from(riskProposals)
      .where(and(eq(riskProposals.id, proposalId), eq(riskProposals.riskPackageId, riskPackageId)));
    if (!row) throw notFound();
    if (row.status !== "sent") throw conflict(proposalMessages.revokeOnlySent);
    const now = actor.now();
    const [saved] = await tx
      .update(riskProposals)
      .set({ status: "revoked", revokedAt: now })
      .where(eq(riskProposals.id, row.id))
      .returning();
    if (row.temporaryAccessTokenId) await revokeTemporaryToken(tx, row.temporaryAccessTokenId, now);
    await auditRisk(tx, actor, loaded.row, "risk.proposal_revoked", {
      description: `Proposal link of ${row.clientName} revoked`,
      proposalId: row.id,
    });
    return presentProposal(saved!);
  });
}
