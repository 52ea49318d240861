/**
 * The client's side (SPEC §1, §4, §5): a temporary user reaches only the proposal their link
 * names; users of the client company named on it reach it too. The client completes the main
 * product's proposal form while it is with them, then marks it done (confirmed), after which it
 * no longer changes. Client company users list the quotations and policies sent to them.
 */
import {
  CompanyType,
  PROPOSAL_SUBJECT,
  policyChangeMessages,
  roleIn,
  type TClientProposal,
  TransactionStatus,
} from "@platform/domain";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import type { TemporaryAccess } from "../../platform/session/plugin.ts";
import { formOfVersion } from "../rating/index.ts";
import { packageNames, pinnedRisksOf, riskPackages, transactionsOf } from "../risks/index.ts";
import { temporaryAccessReaches } from "../temporary-users/index.ts";
import { riskProposals } from "./tables.ts";

export const clientMessages = {
  notEditable: "This proposal can no longer change",
} as const;

/** Which proposal, and the access a temporary user's link gave (null for a signed-in user). */
export interface ClientProposalInput {
  access: TemporaryAccess | null;
  proposalId: number;
}

/**
 * The proposal the actor may reach (a temporary user through the access their link gave), or
 * 404 (another item, another client, revoked).
 */
export async function reachableProposal(ctx: Ctx, input: ClientProposalInput) {
  const { db, actor } = ctx;
  const { access, proposalId: id } = input;
  const [row] = await db.select().from(riskProposals).where(eq(riskProposals.id, id));
  if (!row || row.status === "revoked") throw notFound();
  if (access) {
    if (!temporaryAccessReaches(access, PROPOSAL_SUBJECT, id, row.companyId)) throw notFound();
    return row;
  }
  if (
    row.clientCompanyId === null ||
    roleIn(actor.user, row.clientCompanyId)?.company.refCompanyTypeId !== CompanyType.Client
  )
    throw notFound();
  return row;
}

export async function presentClientProposal(
  db: DbOrTx,
  row: typeof riskProposals.$inferSelect,
): Promise<TClientProposal> {
  const [[pkg], pinned, transactions, names] = await Promise.all([
    db.select().from(riskPackages).where(eq(riskPackages.id, row.riskPackageId)),
    pinnedRisksOf(db, row.riskPackageId),
    transactionsOf(db, row.riskPackageId),
    packageNames(db, row.riskPackageId),
  ]);
  const main = pinned[0]!;
  const mainTx = transactions.filter((t) => t.riskId === main.risk.id).at(-1);
  return {
    id: row.id,
    status: row.status as TClientProposal["status"],
    clientName: row.clientName,
    reference: pkg!.reference,
    insuredName: pkg!.insuredName,
    brokerCompany: { id: pkg!.brokerCompanyId, name: names.brokerCompanyName },
    productName: main.productName,
    transactionType: pkg!.transactionType,
    transactionStatus: pkg!.transactionStatus,
    policyNumber: pkg!.policyNumber,
    inceptionDate: pkg!.inceptionDate,
    expiryDate: pkg!.expiryDate,
    grossPremium: pkg!.grossPremium,
    editable: row.status === "sent" && mainTx?.status === TransactionStatus.Initiated,
    form: await formOfVersion(db, main.version),
    answers: mainTx?.answers ?? {},
  };
}

export async function packageOf(tx: DbOrTx, id: number) {
  const [pkg] = await tx.select().from(riskPackages).where(eq(riskPackages.id, id));
  return pkg!;
}

/** The proposal locked for a change by the client; refused once done. */
export async function lockedEditable(ctx: Ctx, input: ClientProposalInput) {
  const tx = ctx.db;
  const row = await reachableProposal(ctx, input);
  const [locked] = await tx
    .select()
    .from(riskProposals)
    .where(eq(riskProposals.id, row.id))
    .for("update");
  if (locked!.status === "done") throw conflict(policyChangeMessages.proposalDone);
  if (locked!.status !== "sent") throw notFound();
  return locked!;
}
