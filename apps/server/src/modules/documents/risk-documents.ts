/**
 * A risk package's generated documents (quotation, policy schedule, …) for every party to the
 * risk under its own company: the list (a page, with the state of generation), the download of
 * one document, and generating them again after a failure (the underwriter). Who may see the
 * package is the risks module's rule (`visibleRiskPackage`): anyone else gets 404.
 */
import {
  messages,
  pageWindow,
  riskDocumentKinds,
  riskDocumentMessages,
  type TDocumentGenerationState,
  type TPageQuery,
  type TRiskDocumentPage,
} from "@platform/domain";
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, forbidden, notFound } from "../../platform/http/errors.ts";
import { findFileVersion } from "../files/index.ts";
import { riskNotFound, visibleRiskPackage } from "../risks/index.ts";
import { toSeconds } from "../users/index.ts";
import {
  GENERATE_DOCUMENTS_JOB,
  markGenerationPending,
  queueDocumentGeneration,
} from "./generate.ts";
import { documentGenerations, transactionDocuments } from "./tables.ts";

const base = (companyId: number, riskPackageId: number) =>
  `/api/companies/${companyId}/risks/${riskPackageId}/documents`;

/** The package's documents, newest first, and whether more are coming (three statements). */
export async function pageRiskDocuments(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  query: TPageQuery,
): Promise<TRiskDocumentPage> {
  const access = await visibleRiskPackage(db, actor, riskPackageId);
  const { limit, offset } = pageWindow(query);
  const [rows, generations] = await Promise.all([
    db
      .select({ row: transactionDocuments, total: totalRows() })
      .from(transactionDocuments)
      .where(eq(transactionDocuments.riskPackageId, riskPackageId))
      .orderBy(desc(transactionDocuments.createdAt), desc(transactionDocuments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ status: documentGenerations.status })
      .from(documentGenerations)
      .where(
        and(
          eq(documentGenerations.riskPackageId, riskPackageId),
          ne(documentGenerations.status, "done"),
        ),
      ),
  ]);
  const page = await toPage(
    rows,
    query,
    ({ row }) => ({
      id: row.id,
      name: row.name,
      kind: riskDocumentKinds[row.event],
      transactionId: row.transactionId,
      fileVersionId: row.fileVersionId,
      url: `${base(companyId, riskPackageId)}/${row.id}/file`,
      createdAt: toSeconds(row.createdAt),
    }),
    async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(transactionDocuments)
            .where(eq(transactionDocuments.riskPackageId, riskPackageId))
        )[0]?.n ?? 0,
      ),
  );
  return { ...page, generation: generationState(generations, access.side !== "broker") };
}

function generationState(
  open: { status: "pending" | "done" | "failed" }[],
  underwriterSide: boolean,
): TDocumentGenerationState {
  if (open.some((g) => g.status === "failed"))
    return { status: "failed", message: messages.documentsFailed, canRetry: underwriterSide };
  if (open.length > 0) return { status: "generating", message: null, canRetry: false };
  return { status: "idle", message: null, canRetry: false };
}

/** One document's file, for any party to the risk (the file belongs to the underwriter). */
export async function riskDocumentFile(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
  documentId: number,
) {
  await visibleRiskPackage(deps.db, actor, riskPackageId);
  const [doc] = await deps.db
    .select()
    .from(transactionDocuments)
    .where(
      and(
        eq(transactionDocuments.id, documentId),
        eq(transactionDocuments.riskPackageId, riskPackageId),
      ),
    );
  const file = doc ? await findFileVersion(deps.db, doc.companyId, doc.fileVersionId) : null;
  if (!file) throw notFound("File not found");
  return { file, data: await deps.storage.get(file.storageKey) };
}

/**
 * The underwriter generates the package's documents again: every generation not under way
 * (failed, or done before a template was attached) is queued afresh. Templates already issued
 * for a transaction are skipped by the job, so nothing is regenerated silently.
 */
export async function regenerateRiskDocuments(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  riskPackageId: number,
) {
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const access = await visibleRiskPackage(tx, actor, riskPackageId, { lock: true });
    if (access.side === "broker") throw riskNotFound();
    if (!access.canManage) throw forbidden();
    const all = await tx
      .select()
      .from(documentGenerations)
      .where(eq(documentGenerations.riskPackageId, riskPackageId));
    if (all.length === 0) throw conflict(riskDocumentMessages.nothingIssued);
    const again = all.filter((g) => g.status !== "pending");
    if (again.length === 0) throw conflict(riskDocumentMessages.alreadyGenerating);
    for (const g of again) {
      const job = { riskPackageId, transactionId: g.transactionId, event: g.event };
      await markGenerationPending(tx, g.companyId, job);
      await queueDocumentGeneration(deps, tx, job);
    }
    afterCommit(() => deps.jobs.wake(GENERATE_DOCUMENTS_JOB));
  });
  return { status: "generating" as const, message: null, canRetry: false };
}
