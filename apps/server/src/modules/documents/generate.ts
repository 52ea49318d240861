import type { DocumentData, DocumentEvent } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { templatesForEvent } from "../document-templates/index.ts";
import { storeRiskFile } from "../files/index.ts";
import { companyLogo } from "./preview.ts";
import { renderTemplatesPdf } from "./render/index.ts";
import { documentGenerations, transactionDocuments } from "./tables.ts";

/** What the generating job needs about one transaction; the risks module provides it. */
export interface TransactionDocumentSource {
  /** The underwriter company holding the risk. */
  companyId: number;
  /** The main product (its links say which templates to issue). */
  productId: number;
  reference: string;
  data: DocumentData;
}

/** Reads a transaction's source inside the job's transaction. */
export type DocumentSourceLoader = (
  tx: DbOrTx,
  riskPackageId: number,
  transactionId: number,
) => Promise<TransactionDocumentSource>;

export const GENERATE_DOCUMENTS_JOB = "documents.generate";
export interface GenerateDocumentsJob {
  riskPackageId: number;
  transactionId: number;
  event: DocumentEvent;
}

/**
 * Generates the documents a product issues on an event for one transaction, inside `tx`: each
 * linked template (a combined one as one PDF of its parts) is rendered and stored on the risk
 * package as a protected file, with a `transaction_documents` row; a template already issued for
 * this transaction and event is skipped (documents are never regenerated silently). Static
 * additional PDFs are listed beside the generated one. Answers the rows it added.
 */
export async function generateTransactionDocuments(
  deps: AppDeps,
  tx: DbOrTx,
  riskPackageId: number,
  transactionId: number,
  event: DocumentEvent,
  source: TransactionDocumentSource,
) {
  const issued = await tx
    .select({ templateId: transactionDocuments.templateId })
    .from(transactionDocuments)
    .where(
      and(
        eq(transactionDocuments.transactionId, transactionId),
        eq(transactionDocuments.event, event),
      ),
    );
  const done = new Set(issued.map((r) => r.templateId));
  const linked = await templatesForEvent(tx, source.productId, event);
  const assets = await companyLogo(deps, tx, source.companyId);
  const added: (typeof transactionDocuments.$inferSelect)[] = [];
  for (const { template, parts } of linked) {
    if (done.has(template.id) || parts.length === 0) continue;
    const data = {
      ...source.data,
      document: { ...source.data.document, title: template.name, event },
    };
    const pdf = await renderTemplatesPdf(
      parts.map((p) => ({ name: p.name, content: p.content })),
      data,
      assets,
    );
    const name = `${template.name} ${source.reference} T${transactionId}.pdf`;
    const { fileVersion } = await storeRiskFile(deps, tx, {
      companyId: source.companyId,
      riskPackageId,
      reference: source.reference,
      folder: "documents",
      name,
      mimeType: "application/pdf",
      data: pdf,
      protected: true,
      userId: null,
    });
    const rows = await tx
      .insert(transactionDocuments)
      .values([
        {
          companyId: source.companyId,
          riskPackageId,
          transactionId,
          event,
          templateId: template.id,
          kind: "generated" as const,
          name,
          fileVersionId: fileVersion.id,
        },
        ...template.additionalFileVersionIds.map((fileVersionId, index) => ({
          companyId: source.companyId,
          riskPackageId,
          transactionId,
          event,
          templateId: template.id,
          kind: "additional" as const,
          name: `${template.name} attachment ${index + 1}`,
          fileVersionId,
        })),
      ])
      .returning();
    added.push(...rows);
  }
  return added;
}

/**
 * The job's work: one attempt recorded in `document_generations`; success marks it done, a
 * failure marks it failed with the error (the risk page then shows `Unable to generate documents
 * automatically. Please contact the underwriting team` and the underwriter can retry) and
 * rethrows so pg-boss retries.
 */
export async function runDocumentGeneration(
  deps: AppDeps,
  load: DocumentSourceLoader,
  job: GenerateDocumentsJob,
) {
  let companyId: number | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const source = await load(tx, job.riskPackageId, job.transactionId);
      companyId = source.companyId;
      await generateTransactionDocuments(
        deps,
        tx,
        job.riskPackageId,
        job.transactionId,
        job.event,
        source,
      );
      await recordAttempt(tx, source.companyId, job, "done", null);
    });
  } catch (error) {
    if (companyId !== null) {
      await recordAttempt(
        deps.db,
        companyId,
        job,
        "failed",
        String((error as Error).message ?? error),
      );
    }
    throw error;
  }
}

async function recordAttempt(
  db: DbOrTx,
  companyId: number,
  job: GenerateDocumentsJob,
  status: "done" | "failed",
  error: string | null,
) {
  await db
    .insert(documentGenerations)
    .values({ companyId, ...job, status, attempts: 1, error })
    .onConflictDoUpdate({
      target: [documentGenerations.transactionId, documentGenerations.event],
      set: {
        status,
        error,
        attempts: sql`${documentGenerations.attempts} + 1`,
        updatedAt: new Date(),
      },
    });
}

/** Queues generation inside the change's transaction (quote, bind, …): runs only if it commits. */
export async function queueDocumentGeneration(
  deps: AppDeps,
  tx: DbOrTx,
  job: GenerateDocumentsJob,
) {
  await deps.jobs.sendInTransaction(tx, GENERATE_DOCUMENTS_JOB, job);
}

/** The job definition; the lead wires `load` from the risks module in app.ts's moduleJobs. */
export function documentJobs(deps: AppDeps, load: DocumentSourceLoader) {
  deps.jobs.define<GenerateDocumentsJob>({
    name: GENERATE_DOCUMENTS_JOB,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: (job) => runDocumentGeneration(deps, load, job),
  });
}
