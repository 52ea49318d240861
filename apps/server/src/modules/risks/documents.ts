/**
 * The risks side of generated documents: a quote or a bind queues the product's templates for
 * each current transaction inside the change's own transaction (so nothing is generated for a
 * change that rolls back), and the generating job reads a transaction's merge data from here.
 */
import {
  buildDocumentData,
  type DocumentEndorsement,
  type DocumentEvent,
  type DocumentSyndicateShare,
  formatCents,
  type InsuranceClassId,
  splitByShares,
} from "@platform/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { clauseVersions } from "../clauses/tables.ts";
import { companies } from "../companies/tables.ts";
import {
  GENERATE_DOCUMENTS_JOB,
  markGenerationPending,
  queueDocumentGeneration,
  type TransactionDocumentSource,
} from "../documents/index.ts";
import { todayIn } from "../rating/index.ts";
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
import { riskPackages, riskTransactionClauses } from "./tables.ts";

/**
 * Queues the documents of `event` for every current transaction of the package (each risk's
 * product says which templates it issues), marks them pending for the risk page, and wakes the
 * worker once the change commits.
 */
export async function queueRiskDocuments(
  deps: AppDeps,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  loaded: Pick<LoadedPackage, "row" | "current">,
  event: DocumentEvent,
) {
  for (const { tx: current } of loaded.current) {
    const job = { riskPackageId: loaded.row.id, transactionId: current.id, event };
    await markGenerationPending(tx, loaded.row.companyId, job);
    await queueDocumentGeneration(deps, tx, job);
  }
  afterCommit(() => deps.jobs.wake(GENERATE_DOCUMENTS_JOB));
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
  const now = new Date();
  // The view's action flags depend on who asks; a document reads none of them.
  const reader = { user: { id: 0 }, companyId: null, now: () => now } as unknown as Actor;
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
