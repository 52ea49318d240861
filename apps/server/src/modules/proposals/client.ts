/**
 * The client's side (SPEC §1, §4, §5): a temporary user reaches only the proposal their link
 * names; users of the client company named on it reach it too. The client completes the main
 * product's proposal form while it is with them, then marks it done (confirmed), after which it
 * no longer changes. Client company users list the quotations and policies sent to them.
 */
import {
  CompanyType,
  PROPOSAL_SUBJECT,
  pageWindow,
  policyChangeMessages,
  riskDocumentKinds,
  roleIn,
  type TClientProposal,
  type TPageQuery,
  TransactionStatus,
} from "@platform/domain";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import type { TemporaryAccess } from "../../platform/session/plugin.ts";
import { documentsOfPackages, packageDocumentFile } from "../documents/index.ts";
import { formOfVersion } from "../rating/index.ts";
import {
  auditRisk,
  packageNames,
  pinnedRisksOf,
  riskPackages,
  riskTransactions,
  tellUsers,
  transactionsOf,
} from "../risks/index.ts";
import { temporaryAccessReaches } from "../temporary-users/index.ts";
import { riskProposals } from "./tables.ts";

export const clientMessages = {
  notEditable: "This proposal can no longer change",
} as const;

/**
 * The proposal the actor may reach (a temporary user through the access their link gave), or
 * 404 (another item, another client, revoked).
 */
async function reachableProposal(
  db: DbOrTx,
  access: TemporaryAccess | null,
  actor: Actor,
  id: number,
) {
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

async function present(
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

export async function getClientProposal(
  db: DbOrTx,
  access: TemporaryAccess | null,
  actor: Actor,
  id: number,
) {
  return present(db, await reachableProposal(db, access, actor, id));
}

/** Saves the client's answers on the main risk's Initiated transaction. */
export async function saveClientProposal(
  deps: Pick<AppDeps, "db">,
  access: TemporaryAccess | null,
  actor: Actor,
  id: number,
  answers: Record<string, unknown>,
) {
  await inTransaction(deps.db, async (tx) => {
    const row = await lockedEditable(tx, access, actor, id);
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
  return getClientProposal(deps.db, access, actor, id);
}

/** The client marks the proposal done (confirmed): final; the broker is told. */
export async function markProposalDone(
  deps: Pick<AppDeps, "db" | "outbox">,
  access: TemporaryAccess | null,
  actor: Actor,
  id: number,
) {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const row = await lockedEditable(tx, access, actor, id);
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
      deps,
      actor,
      pkg,
      [{ userId: row.sentByUserId, companyId: row.companyId }],
      "risk.proposal_done",
      `${row.clientName} completed the proposal`,
    );
  });
  return getClientProposal(deps.db, access, actor, id);
}

async function packageOf(tx: DbOrTx, id: number) {
  const [pkg] = await tx.select().from(riskPackages).where(eq(riskPackages.id, id));
  return pkg!;
}

/** The proposal locked for a change by the client; refused once done. */
async function lockedEditable(
  tx: DbOrTx,
  access: TemporaryAccess | null,
  actor: Actor,
  id: number,
) {
  const row = await reachableProposal(tx, access, actor, id);
  const [locked] = await tx
    .select()
    .from(riskProposals)
    .where(eq(riskProposals.id, row.id))
    .for("update");
  if (locked!.status === "done") throw conflict(policyChangeMessages.proposalDone);
  if (locked!.status !== "sent") throw notFound();
  return locked!;
}

/** The quotations and policies sent to a client company (its users' own page), newest first. */
export async function listClientPolicies(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  query: TPageQuery,
) {
  if (roleIn(actor.user, companyId)?.company.refCompanyTypeId !== CompanyType.Client)
    throw notFound();
  const where = sql`exists (select 1 from ${riskProposals} p
    where p.risk_package_id = ${riskPackages.id}
    and p.client_company_id = ${companyId} and p.status <> 'revoked')`;
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      pkg: riskPackages,
      proposal: sql<{ id: number; status: string; clientName: string }>`(
        select json_build_object('id', p.id, 'status', p.status, 'clientName', p.client_name)
        from ${riskProposals} p where p.risk_package_id = risk_packages.id
        and p.client_company_id = ${companyId} and p.status <> 'revoked'
        order by p.id desc limit 1)`,
      brokerName: sql<string>`(select c.name from companies c where c.id = risk_packages.broker_company_id)`,
      productName: sql<string>`(select pr.name from risks r join products pr on pr.id = r.product_id
        where r.risk_package_id = risk_packages.id order by r.product_kind, r.position, r.id limit 1)`,
      total: totalRows(),
    })
    .from(riskPackages)
    .where(where)
    .orderBy(desc(riskPackages.updatedAt), desc(riskPackages.id))
    .limit(limit)
    .offset(offset);
  const documents = await documentsOfPackages(
    db,
    rows.map((r) => r.pkg.id),
  );
  return toPage(
    rows,
    query,
    (r) => ({
      documents: documents
        .filter((d) => d.riskPackageId === r.pkg.id)
        .map((d) => ({
          id: d.id,
          name: d.name,
          kind: riskDocumentKinds[d.event],
          url: `/api/companies/${companyId}/client-policies/${r.proposal.id}/documents/${d.id}/file`,
          createdAt: Math.floor(d.createdAt.getTime() / 1000),
        })),
      id: r.proposal.id,
      status: r.proposal.status as TClientProposal["status"],
      clientName: r.proposal.clientName,
      reference: r.pkg.reference,
      insuredName: r.pkg.insuredName,
      brokerCompany: { id: r.pkg.brokerCompanyId, name: r.brokerName },
      productName: r.productName,
      transactionType: r.pkg.transactionType,
      transactionStatus: r.pkg.transactionStatus,
      policyNumber: r.pkg.policyNumber,
      inceptionDate: r.pkg.inceptionDate,
      expiryDate: r.pkg.expiryDate,
      grossPremium: r.pkg.grossPremium,
    }),
    async () => (await db.select({ n: count() }).from(riskPackages).where(where))[0]!.n,
  );
}

/**
 * One document of a policy the client company follows (named on a proposal it still has, the
 * one the list links by): its file, downloaded under the client's own company; 404 otherwise.
 */
export async function clientPolicyDocument(
  deps: Pick<AppDeps, "db" | "storage">,
  actor: Actor,
  companyId: number,
  proposalId: number,
  documentId: number,
) {
  if (roleIn(actor.user, companyId)?.company.refCompanyTypeId !== CompanyType.Client)
    throw notFound();
  const [proposal] = await deps.db
    .select({ riskPackageId: riskProposals.riskPackageId, status: riskProposals.status })
    .from(riskProposals)
    .where(and(eq(riskProposals.id, proposalId), eq(riskProposals.clientCompanyId, companyId)));
  if (!proposal || proposal.status === "revoked") throw notFound();
  const found = await packageDocumentFile(deps, proposal.riskPackageId, documentId);
  if (!found) throw notFound("File not found");
  return found;
}
