/**
 * The risks side of generated documents: a quote or a bind queues the product's templates for
 * each current transaction inside the change's own transaction (so nothing is generated for a
 * change that rolls back), and the generating job reads a transaction's merge data from here.
 */
import {
  buildDocumentData,
  type DocumentData,
  type DocumentEndorsement,
  type DocumentEvent,
  type DocumentSyndicateShare,
  documentMessages,
  formatCents,
  type InsuranceClassId,
  splitByShares,
  TransactionType,
} from "@platform/domain";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { clauseVersions } from "../clauses/tables.ts";
import { companies } from "../companies/tables.ts";
import {
  GENERATE_DOCUMENTS_JOB,
  markGenerationPending,
  queueDocumentGeneration,
  type TransactionDocumentSource,
} from "../documents/index.ts";
import { formOfVersion, todayIn } from "../rating/index.ts";
import { queueRiskEmails } from "../risk-emails/index.ts";
import { syndicates } from "../syndicates/tables.ts";
import { users } from "../users/tables.ts";
import { riskNotFound } from "./access.ts";
import { placementOf } from "./authority.ts";
import {
  currentTransactions,
  type LoadedPackage,
  packageNames,
  pinnedRisksOf,
  transactionsOf,
} from "./load.ts";
import { presentPackage } from "./present.ts";
import {
  type RiskTransactionRow,
  riskPackages,
  riskTransactionClauses,
  riskTransactions,
} from "./tables.ts";

/**
 * Queues the documents of `event` for every current transaction of the package (each risk's
 * product says which templates it issues) and the product's emails for it (sent once those
 * documents are generated, with them attached), marks them pending for the risk page, and
 * wakes the worker once the change commits.
 */
export async function queueRiskDocuments(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  loaded: Pick<LoadedPackage, "row" | "current">,
  event: DocumentEvent,
) {
  await queueTransactionDocuments(
    deps,
    tx,
    afterCommit,
    { id: loaded.row.id, companyId: loaded.row.companyId },
    loaded.current.map((c) => c.tx.id),
    event,
  );
}

/** `queueRiskDocuments` for transactions known by id (the renewal sweep's packages). */
export async function queueTransactionDocuments(
  deps: Pick<AppDeps, "jobs">,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  pkg: { id: number; companyId: number },
  transactionIds: number[],
  event: DocumentEvent,
) {
  for (const transactionId of transactionIds) {
    const job = { riskPackageId: pkg.id, transactionId, event };
    await markGenerationPending(tx, pkg.companyId, job);
    await queueDocumentGeneration(deps, tx, job);
  }
  afterCommit(() => deps.jobs.wake(GENERATE_DOCUMENTS_JOB));
  await queueRiskEmails(deps, tx, afterCommit, pkg.id, transactionIds, event);
}

/**
 * The event a bind issues: the policy, or the documents of the change bound. A reinstatement is
 * an adjustment in the ledger but its own event: its broker and insured are told the policy is
 * reinstated, never that it was adjusted.
 */
export function bindEvent(
  main: Pick<RiskTransactionRow, "type" | "reinstatesTransactionId">,
): DocumentEvent {
  const { type } = main;
  if (main.reinstatesTransactionId !== null) return "reinstatement";
  if (type === TransactionType.Adjustment) return "adjustment";
  if (type === TransactionType.Cancellation) return "cancellation";
  return "bind";
}

/**
 * The merge data of one transaction as the documents show it: the package presented as its
 * broker sees it (underwriting-only values and referral messages never reach a document), the
 * endorsements attached to the transaction, the agreement and its syndicates' shares.
 */
export async function riskDocumentSource(
  db: DbOrTx,
  riskPackageId: number,
  transactionId: number,
  { unpriced = false, now = new Date() }: { unpriced?: boolean; now?: Date } = {},
): Promise<TransactionDocumentSource> {
  const [row] = await db.select().from(riskPackages).where(eq(riskPackages.id, riskPackageId));
  if (!row) throw riskNotFound();
  const pinned = await pinnedRisksOf(db, riskPackageId);
  const transactions = await transactionsOf(db, riskPackageId);
  const names = await packageNames(db, riskPackageId);
  const loaded: LoadedPackage = {
    row,
    side: "broker",
    canManage: false,
    risks: pinned,
    transactions,
    current: currentTransactions(pinned, transactions),
  };
  const transaction = transactions.find((t) => t.id === transactionId);
  const risk = pinned.find((p) => p.risk.id === transaction?.riskId);
  if (!transaction || !risk) throw riskNotFound();
  const details = risk.version.details;
  // The view's action flags depend on who asks; a document reads none of them.
  const reader: Actor = {
    user: { id: 0, roles: [] } as unknown as AuthUser,
    actingCompanyId: null,
    now: () => now,
  };
  const view = presentPackage(reader, loaded, { names, withinAuthority: false });

  const contacts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        [row.brokerUserId, row.assignedUnderwriterUserId].filter((id) => id !== null),
      ),
    );
  const emailOf = (id: number | null) => contacts.find((c) => c.id === id)?.email ?? null;
  const [company] = await db
    .select({ logoFileVersionId: companies.logoFileVersionId })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const endorsements: DocumentEndorsement[] = await db
    .select({
      name: clauseVersions.name,
      content: clauseVersions.content,
      version: clauseVersions.versionNumber,
    })
    .from(riskTransactionClauses)
    .innerJoin(clauseVersions, eq(clauseVersions.id, riskTransactionClauses.clauseVersionId))
    .where(eq(riskTransactionClauses.transactionId, transactionId))
    .orderBy(asc(clauseVersions.name));
  const placement = await placementOf(db, row, details);
  const agreement = placement
    ? {
        name: placement.agreement.name,
        agreementNumber: placement.agreement.agreementNumber ?? null,
        uniqueMarketReference: placement.agreement.uniqueMarketReference ?? null,
        insurerName: await companyName(db, placement.agreement.managingInsurerCompanyId),
      }
    : null;
  return {
    companyId: row.companyId,
    productId: risk.risk.productId,
    reference: row.reference,
    data: buildDocumentData(view, transactionId, {
      title: "",
      event: "",
      today: todayIn(details.timeZone, now),
      insuranceClassId: risk.insuranceClassId as InsuranceClassId | null,
      currency: details.currency,
      brokerContactEmail: emailOf(row.brokerUserId),
      underwriterContactEmail: emailOf(row.assignedUnderwriterUserId),
      underwriterLogoFileVersionId: company?.logoFileVersionId ?? null,
      endorsements,
      agreement,
      unpriced,
      form: await formOfVersion(db, risk.version),
      answers: transaction.answers,
      syndicates: await syndicateShares(
        db,
        placement?.section.quotaShareSyndicates ?? [],
        transaction.grossPremium,
      ),
    }),
  };
}

async function companyName(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, id));
  return row?.name ?? null;
}

/** The section's quota share syndicates with their share of the gross, split to the cent. */
async function syndicateShares(
  db: DbOrTx,
  shares: readonly { syndicateId: number; sharePercent: number }[],
  grossPremium: string | null,
): Promise<DocumentSyndicateShare[]> {
  if (shares.length === 0) return [];
  const rows = await db
    .select({ id: syndicates.id, name: syndicates.name })
    .from(syndicates)
    .where(
      inArray(
        syndicates.id,
        shares.map((s) => s.syndicateId),
      ),
    );
  const parts = splitByShares(
    grossPremium ?? "0",
    shares.map((s) => ({ key: s.syndicateId, percent: s.sharePercent })),
  );
  return shares.map((s, index) => ({
    name: rows.find((r) => r.id === s.syndicateId)?.name ?? "",
    sharePercent: formatCents(s.sharePercent),
    premium: formatCents(parts[index]!.amount),
  }));
}

/**
 * A template previewed with one of the company's own risks (the underwriter's editor): the merge
 * data of its latest priced transaction, or of its latest one with empty premium fields when
 * nothing is priced yet. Another company's risk is refused as a field error.
 */
export async function riskPreviewData(
  db: DbOrTx,
  companyId: number,
  riskPackageId: number,
): Promise<DocumentData> {
  const [latest] = await db
    .select({ id: riskTransactions.id, grossPremium: riskTransactions.grossPremium })
    .from(riskTransactions)
    .innerJoin(riskPackages, eq(riskPackages.id, riskTransactions.riskPackageId))
    .where(and(eq(riskPackages.id, riskPackageId), eq(riskPackages.companyId, companyId)))
    .orderBy(desc(isNotNull(riskTransactions.grossPremium)), desc(riskTransactions.id))
    .limit(1);
  if (!latest) throw invalid({ riskPackageId: documentMessages.previewRiskNotOwn });
  const source = await riskDocumentSource(db, riskPackageId, latest.id, {
    unpriced: latest.grossPremium === null,
  });
  return source.data;
}
