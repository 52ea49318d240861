import { type DocumentData, type DocumentEvent, documentTitle } from "@platform/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { templatesForEvent } from "../document-templates/index.ts";
import { companyFileVersions, findFileVersion, storeRiskFile } from "../files/index.ts";
import { appendPdfs, RenderRefused, renderTemplatesPdf } from "../rendering/index.ts";
import { companyLogo } from "./preview-data.ts";
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
  /** `unpriced`: an email's data for a transaction not priced yet (premium fields empty). */
  options?: { unpriced?: boolean },
) => Promise<TransactionDocumentSource>;

export const GENERATE_DOCUMENTS_JOB = "documents.generate";
export interface GenerateDocumentsJob {
  riskPackageId: number;
  transactionId: number;
  event: DocumentEvent;
}

/** One linked template rendered (with its static PDFs appended), not yet stored. */
interface RenderedDocument {
  templateId: number;
  /** Its title on this transaction (`documentTitle`): the stored file is named after it. */
  templateName: string;
  pdf: Buffer;
}

/**
 * Renders the documents a product issues on an event for one transaction, outside any
 * transaction (rendering runs in worker threads and may take seconds): each linked template (a
 * combined one as one PDF of its parts) not yet issued for this transaction and event, with its
 * static additional PDFs (a policy wording) appended with pdf-lib.
 */
async function renderTransactionDocuments(
  deps: AppDeps,
  db: DbOrTx,
  job: GenerateDocumentsJob,
  source: TransactionDocumentSource,
): Promise<RenderedDocument[]> {
  const done = new Set(
    (await issuedFor(db, job.transactionId))
      .filter((r) => r.event === job.event)
      .map((r) => r.templateId),
  );
  const linked = (await templatesForEvent(db, source.productId, job.event)).filter(
    ({ template, parts }) => !done.has(template.id) && parts.length > 0,
  );
  if (linked.length === 0) return [];
  const assets = await companyLogo(deps, db, source.companyId);
  const statics = await staticPdfs(
    deps,
    db,
    source.companyId,
    linked.flatMap(({ template }) => template.additionalFileVersionIds),
  );
  const rendered: RenderedDocument[] = [];
  for (const { template, parts } of linked) {
    const data = {
      ...source.data,
      document: {
        ...source.data.document,
        title: documentTitle(template.name, job.event),
        event: job.event,
      },
    };
    const pdf = await renderTemplatesPdf(
      parts.map((p) => ({ name: p.name, content: p.content })),
      data,
      assets,
    );
    const withStatics = await appendPdfs(
      pdf,
      template.additionalFileVersionIds.map((id) => {
        const file = statics.get(id);
        if (!file) throw new Error(`Additional document ${id} of ${template.name} is missing`);
        return file;
      }),
    );
    rendered.push({ templateId: template.id, templateName: data.document.title, pdf: withStatics });
  }
  return rendered;
}

/** The documents already issued for a transaction (any event). */
function issuedFor(db: DbOrTx, transactionId: number) {
  return db
    .select({
      templateId: transactionDocuments.templateId,
      event: transactionDocuments.event,
      name: transactionDocuments.name,
    })
    .from(transactionDocuments)
    .where(eq(transactionDocuments.transactionId, transactionId));
}

/**
 * Stores rendered documents inside `tx`: each on the risk package as a protected file with a
 * `transaction_documents` row; a template issued for this transaction and event since it was
 * rendered is skipped (documents are never regenerated silently). Answers the rows it added.
 */
async function storeTransactionDocuments(
  deps: AppDeps,
  tx: DbOrTx,
  job: GenerateDocumentsJob,
  source: TransactionDocumentSource,
  rendered: RenderedDocument[],
) {
  const issued = await issuedFor(tx, job.transactionId);
  const done = new Set(issued.filter((r) => r.event === job.event).map((r) => r.templateId));
  const namesTaken = new Set(issued.map((r) => r.name));
  const added: (typeof transactionDocuments.$inferSelect)[] = [];
  for (const document of rendered) {
    if (done.has(document.templateId)) continue;
    // A template issued again for the same transaction on another event (quote and bind, or
    // the renewal invitation after bind) gets the event in its name: a generated file is never
    // replaced.
    const plain = `${document.templateName} ${source.reference} T${job.transactionId}`;
    const name = namesTaken.has(`${plain}.pdf`) ? `${plain} ${job.event}.pdf` : `${plain}.pdf`;
    const { fileVersion } = await storeRiskFile(deps, tx, {
      companyId: source.companyId,
      riskPackageId: job.riskPackageId,
      reference: source.reference,
      folder: "documents",
      name,
      mimeType: "application/pdf",
      data: document.pdf,
      protected: true,
      userId: null,
    });
    const rows = await tx
      .insert(transactionDocuments)
      .values({
        companyId: source.companyId,
        riskPackageId: job.riskPackageId,
        transactionId: job.transactionId,
        event: job.event,
        templateId: document.templateId,
        kind: "generated" as const,
        name,
        fileVersionId: fileVersion.id,
      })
      .returning();
    added.push(...rows);
  }
  return added;
}

/** The company's PDFs among `ids` (a template's few static documents), read from storage. */
async function staticPdfs(deps: AppDeps, tx: DbOrTx, companyId: number, ids: number[]) {
  const rows = await companyFileVersions(tx, companyId, [...new Set(ids)]);
  const pdfs = rows.filter((row) => row.mimeType === "application/pdf");
  const data = await Promise.all(pdfs.map((row) => deps.storage.get(row.storageKey)));
  return new Map(pdfs.map((row, i) => [row.id, data[i]!]));
}

/** pg-boss retries a failed generation this many times before it is final. */
export const GENERATION_RETRIES = 3;

/**
 * The job's work: one attempt, counted in `document_generations`. The transaction's data is read
 * and its documents rendered first, outside any transaction; then one transaction (holding the
 * generation's row, so a retry and a regenerate never both issue) stores them and marks the
 * generation done. A failure keeps it pending with the error while retries remain and marks it
 * failed on the last one (the risk page then shows `Unable to generate documents automatically.
 * Please contact the underwriting team` and the underwriter can retry); the error is rethrown so
 * pg-boss retries. A template refused by the rendered size or memory limit fails at once: it
 * would be refused again.
 */
export async function runDocumentGeneration(
  deps: AppDeps,
  load: DocumentSourceLoader,
  job: GenerateDocumentsJob,
) {
  try {
    const source = await load(deps.db, job.riskPackageId, job.transactionId);
    const rendered = await renderTransactionDocuments(deps, deps.db, job, source);
    await inTransaction(deps.db, async (tx, afterCommit) => {
      await tx
        .select({ id: documentGenerations.id })
        .from(documentGenerations)
        .where(
          and(
            eq(documentGenerations.transactionId, job.transactionId),
            eq(documentGenerations.event, job.event),
          ),
        )
        .for("update");
      const added = await storeTransactionDocuments(deps, tx, job, source, rendered);
      await recordAttempt(tx, job, null);
      for (const document of added) {
        await deps.events.raise(tx, afterCommit, {
          type: "document.generated",
          riskPackageId: job.riskPackageId,
          transactionId: job.transactionId,
          data: {
            document: {
              documentId: document.id,
              name: document.name,
              event: document.event,
              fileVersionId: document.fileVersionId,
            },
          },
          userId: null,
        });
      }
    });
  } catch (error) {
    const final = error instanceof RenderRefused && !error.retryable;
    await recordAttempt(deps.db, job, String((error as Error).message ?? error), final);
    if (!final) throw error;
  }
}

async function recordAttempt(
  db: DbOrTx,
  job: GenerateDocumentsJob,
  error: string | null,
  final = false,
) {
  const attempts = sql`${documentGenerations.attempts} + 1`;
  await db
    .update(documentGenerations)
    .set({
      status:
        error === null
          ? "done"
          : final
            ? "failed"
            : sql<
                "pending" | "failed"
              >`case when ${attempts} > ${GENERATION_RETRIES} then 'failed' else 'pending' end`,
      error,
      attempts,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(documentGenerations.transactionId, job.transactionId),
        eq(documentGenerations.event, job.event),
      ),
    );
}

/** A generation about to be queued: pending, no attempts yet (a retry starts again). */
export async function markGenerationPending(
  tx: DbOrTx,
  companyId: number,
  job: GenerateDocumentsJob,
) {
  const fresh = { status: "pending" as const, attempts: 0, error: null, updatedAt: new Date() };
  await tx
    .insert(documentGenerations)
    .values({ companyId, ...job, ...fresh })
    .onConflictDoUpdate({
      target: [documentGenerations.transactionId, documentGenerations.event],
      set: fresh,
    });
}

/** Queues generation inside the change's transaction (quote, bind, …): runs only if it commits. */
export async function queueDocumentGeneration(
  deps: Pick<AppDeps, "jobs">,
  tx: DbOrTx,
  job: GenerateDocumentsJob,
) {
  await deps.jobs.sendInTransaction(tx, GENERATE_DOCUMENTS_JOB, job);
}

/** The job definition; app.ts wires `load` from the risks module. */
export function documentJobs(deps: AppDeps, load: DocumentSourceLoader) {
  deps.jobs.define<GenerateDocumentsJob>({
    name: GENERATE_DOCUMENTS_JOB,
    retryLimit: GENERATION_RETRIES,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: (job) => runDocumentGeneration(deps, load, job),
  });
}

/** A transaction's generation state for an event (none when nothing was queued). */
export async function generationStatusOf(db: DbOrTx, transactionId: number, event: DocumentEvent) {
  const [row] = await db
    .select({ status: documentGenerations.status })
    .from(documentGenerations)
    .where(
      and(
        eq(documentGenerations.transactionId, transactionId),
        eq(documentGenerations.event, event),
      ),
    );
  return row?.status ?? null;
}

/** The documents issued for a transaction on `event`, or on any event (newest first) for null. */
export async function documentsIssuedFor(
  db: DbOrTx,
  transactionId: number,
  event: DocumentEvent | null,
) {
  return db
    .select({
      templateId: transactionDocuments.templateId,
      fileVersionId: transactionDocuments.fileVersionId,
      name: transactionDocuments.name,
    })
    .from(transactionDocuments)
    .where(
      and(
        eq(transactionDocuments.transactionId, transactionId),
        event ? eq(transactionDocuments.event, event) : undefined,
      ),
    )
    .orderBy(desc(transactionDocuments.id));
}

/** The documents issued for these packages, newest first (a page of a client's policies). */
export async function documentsOfPackages(db: DbOrTx, riskPackageIds: number[]) {
  if (riskPackageIds.length === 0) return [];
  return db
    .select()
    .from(transactionDocuments)
    .where(inArray(transactionDocuments.riskPackageId, riskPackageIds))
    .orderBy(desc(transactionDocuments.createdAt), desc(transactionDocuments.id));
}

/** One issued document of a package and its stored file, or null. */
export async function packageDocumentFile(
  deps: Pick<AppDeps, "db" | "storage">,
  riskPackageId: number,
  documentId: number,
) {
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
  if (!file) return null;
  return { file, data: await deps.storage.get(file.storageKey) };
}

/** The risk packages whose generated documents are stored as `fileVersionId` (usually one). */
export async function packagesIssuingFile(db: DbOrTx, fileVersionId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ riskPackageId: transactionDocuments.riskPackageId })
    .from(transactionDocuments)
    .where(eq(transactionDocuments.fileVersionId, fileVersionId));
  return rows.map((r) => r.riskPackageId);
}
