/**
 * The broker's side of a proposal (SPEC §4, §5): send it to the client with a temporary access
 * link (every risk Initiated, broker and insured details, progress saved, a valid email or
 * mobile number), list a package's proposals, and revoke the link while the client has it.
 */
import {
  CompanyType,
  canSendProposal,
  PROPOSAL_LINK_DAYS,
  PROPOSAL_SUBJECT,
  type TProposalSend,
  type TransactionStatusId,
} from "@platform/domain";
import { and, eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden, invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { queueRiskEmails } from "../risk-emails/index.ts";
import { auditRisk, type LoadedPackage, loadPackage, packageNames } from "../risks/index.ts";
import { issueTemporaryAccess } from "../temporary-users/index.ts";
import { openProposalOf, presentProposal } from "./store.ts";
import { riskProposals } from "./tables.ts";

export const proposalMessages = {
  alreadyWithClient: "This proposal is already with the client: revoke the link to send it again",
  revokeOnlySent: "Only a proposal the client still has can be revoked",
  clientCompany: "Choose a client company",
} as const;

/** The broker and insured details a proposal needs (SPEC §4). */
function hasBrokerAndInsured(loaded: LoadedPackage) {
  const insured = loaded.row.insured;
  return Boolean(loaded.row.brokerUserId && insured.name?.trim() && insured.address?.line1);
}

export async function sendProposal(ctx: Ctx, input: TProposalSend & { riskPackageId: number }) {
  const { actor } = ctx;
  const { riskPackageId } = input;
  const companyId = actingCompany(actor);
  return inTransaction(ctx.db, async (tx, afterCommit) => {
    const loaded = await loadPackage(tx, actor, riskPackageId, { lock: true });
    if (!loaded.canManage) throw forbidden();
    if (await openProposalOf(tx, riskPackageId)) throw conflict(proposalMessages.alreadyWithClient);
    const [done] = await tx
      .select({ id: riskProposals.id })
      .from(riskProposals)
      .where(and(eq(riskProposals.riskPackageId, riskPackageId), eq(riskProposals.status, "done")))
      .limit(1);
    const check = canSendProposal({
      statuses: loaded.current.map((c) => c.tx.status as TransactionStatusId),
      hasBrokerAndInsured: hasBrokerAndInsured(loaded),
      // Progress is saved once the proposal form's answers are stored on the server.
      saved: Object.keys(loaded.current[0]?.tx.answers ?? {}).length > 0,
      done: Boolean(done),
      email: input.email,
      mobile: input.mobile,
    });
    if (!check.allowed) {
      if (check.field === "contact")
        throw invalid({ email: [check.reason], mobile: [check.reason] });
      throw conflict(check.reason);
    }
    if (input.clientCompanyId) {
      const client = await findCompany(tx, input.clientCompanyId);
      if (client?.refCompanyTypeId !== CompanyType.Client)
        throw invalid({ clientCompanyId: [proposalMessages.clientCompany] });
    }
    const now = actor.now();
    const email = input.email?.trim() || null;
    const mobile = input.mobile?.trim() || null;
    const [row] = await tx
      .insert(riskProposals)
      .values({
        riskPackageId,
        companyId,
        clientCompanyId: input.clientCompanyId ?? null,
        clientName: input.clientName,
        email,
        mobile,
        status: "sent",
        sentByUserId: actor.user.id,
        sentAt: now,
      })
      .returning();
    const issued = await issueTemporaryAccess(
      { db: tx as never, config: ctx.config },
      {
        companyId,
        name: input.clientName,
        email,
        subjectType: PROPOSAL_SUBJECT,
        subjectId: row!.id,
        expiresInDays: PROPOSAL_LINK_DAYS,
      },
      actor,
    );
    const [saved] = await tx
      .update(riskProposals)
      .set({ temporaryAccessTokenId: issued.id })
      .where(eq(riskProposals.id, row!.id))
      .returning();
    const link = `${ctx.config.appUrl}/proposal/${row!.id}?tempToken=${issued.token}`;
    const names = await packageNames(tx, riskPackageId);
    const text = `Hello ${input.clientName},\n\n${names.brokerCompanyName} asks you to complete the proposal for ${loaded.row.insuredName}. Open it here (valid ${PROPOSAL_LINK_DAYS} days): ${link}\n`;
    if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      await ctx.outbox.message(tx, afterCommit, {
        channel: "email",
        to: email,
        subject: `Please complete your proposal (${loaded.row.reference})`,
        text,
      });
    else if (mobile)
      await ctx.outbox.message(tx, afterCommit, {
        channel: "sms",
        to: mobile,
        text: `${names.brokerCompanyName}: please complete your proposal ${link}`,
      });
    // The product's own emails for a proposal sent (e.g. a note to the underwriter).
    await queueRiskEmails(
      ctx,
      tx,
      afterCommit,
      riskPackageId,
      loaded.current.map((c) => c.tx.id),
      "proposal",
      row!.id,
    );
    await auditRisk(tx, actor, loaded.row, "risk.proposal_sent", {
      description: `Proposal sent to ${input.clientName}`,
      proposalId: row!.id,
    });
    return { ...presentProposal(saved!), link };
  });
}
