/**
 * Emails a product sends on its triggers (SPEC §3 email templates): the trigger's transaction
 * queues a prepare job; once the transaction's documents are generated it renders each of the
 * product's templates for the trigger with the transaction's merge data (the documents' data
 * model), resolves the recipients' roles, lists the attachments (the generated documents of
 * the templates it names, the company files it names) and queues one delivery per email. The
 * delivery reads the files and hands the message to the mail transport (SMTP, or the system
 * outbox), retried by the queue; its state is on the risk page.
 */
import {
  type DocumentEvent,
  documentEvents,
  type EmailTrigger,
  type RiskEmailTrigger,
} from "@platform/domain";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { createDelivery } from "../../platform/mail/index.ts";
import {
  type DocumentSourceLoader,
  documentsIssuedFor,
  generationStatusOf,
} from "../documents/index.ts";
import { emailTemplatesFor, findEmailTemplate, renderEmail } from "../email-templates/index.ts";
import { companyFileVersions } from "../files/index.ts";
import { type RiskEmailAttachment, riskEmails } from "./tables.ts";

export const PREPARE_EMAILS_JOB = "emails.prepare";
export const DELIVER_EMAIL_JOB = "emails.deliver";

export interface PrepareEmailsJob {
  riskPackageId: number;
  transactionId: number;
  trigger: RiskEmailTrigger;
  /** The proposal's id for `proposal`, the send's second for `manual`, otherwise 0. */
  occasionId: number;
  /** `manual` only: the template the underwriter chose. */
  templateId?: number;
  /** How many times this email has already waited for the transaction's documents. */
  waited?: number;
}

/**
 * While the transaction's documents are being generated (usually a second or two) the prepare
 * job looks again after 1, 2, 4, 8 and then every 15 seconds, so the email follows its
 * documents closely; past the generation's own retries (a few minutes) it gives up waiting and
 * fails into the queue's retries.
 */
const DOCUMENT_WAITS = 40;
const waitSeconds = (waited: number) => Math.min(2 ** waited, 15);
/** A prepare job that fails (not waiting) is retried this often (30 s, doubling). */
const PREPARE_RETRIES = 8;
/** A delivery is retried this many times (30 s, 1, 2, 4, 8 minutes) before it is failed. */
export const DELIVERY_RETRIES = 5;

/** Thrown while the transaction's documents are still being generated: the queue retries. */
class DocumentsPending extends Error {}

const isDocumentEvent = (trigger: RiskEmailTrigger) =>
  (documentEvents as readonly string[]).includes(trigger);

/**
 * Queues the trigger's emails for these transactions inside the change's own transaction (so
 * nothing is sent for a change that rolls back) and wakes the worker once it commits.
 */
export async function queueRiskEmails(
  deps: Pick<AppDeps, "jobs">,
  tx: DbOrTx,
  afterCommit: AfterCommit,
  riskPackageId: number,
  transactionIds: number[],
  trigger: RiskEmailTrigger,
  occasionId = 0,
  templateId?: number,
) {
  for (const transactionId of transactionIds) {
    const job: PrepareEmailsJob = { riskPackageId, transactionId, trigger, occasionId, templateId };
    await deps.jobs.sendInTransaction(tx, PREPARE_EMAILS_JOB, job);
  }
  afterCommit(() => deps.jobs.wake(PREPARE_EMAILS_JOB));
}

/**
 * Renders the product's templates for the trigger and queues their delivery, once: an email
 * already prepared for this transaction, trigger and occasion is not prepared again.
 */
export async function prepareRiskEmails(
  deps: AppDeps,
  load: DocumentSourceLoader,
  job: PrepareEmailsJob,
) {
  // Read and rendered outside any transaction (rendering runs in worker threads and may take
  // seconds); one transaction records the emails and queues their deliveries.
  const waiting = await (async () => {
    const event = isDocumentEvent(job.trigger) ? (job.trigger as DocumentEvent) : null;
    // A failed generation sends the email without them (the risk page shows the failure).
    if (event && (await generationStatusOf(deps.db, job.transactionId, event)) === "pending") {
      if ((job.waited ?? 0) >= DOCUMENT_WAITS)
        throw new DocumentsPending("The transaction's documents are still being generated");
      return true;
    }
    // A proposal goes before any quote: its email's premium fields are empty.
    const source = await load(deps.db, job.riskPackageId, job.transactionId, { unpriced: !event });
    const templates =
      job.trigger === "manual"
        ? [await findEmailTemplate(deps.db, source.companyId, job.templateId ?? 0)]
        : await emailTemplatesFor(
            deps.db,
            source.companyId,
            source.productId,
            job.trigger as EmailTrigger,
          );
    if (templates.length === 0) return false;
    // By hand: the newest document of each template the email attaches, whatever its event.
    const generated =
      event || job.trigger === "manual"
        ? await documentsIssuedFor(deps.db, job.transactionId, event)
        : [];
    const files = await companyFileVersions(deps.db, source.companyId, [
      ...new Set(templates.flatMap((t) => t.attachFileVersionIds)),
    ]);
    const people = {
      broker: source.data.broker.contactEmail,
      insured: source.data.insured.email,
      underwriter: source.data.underwriter.contactEmail,
    };
    const data = { ...source.data, document: { ...source.data.document, event: job.trigger } };
    const values: (typeof riskEmails.$inferInsert)[] = [];
    for (const template of templates) {
      const email = await renderEmail(template, data, people);
      if (email.to.length === 0) continue;
      const attachments: RiskEmailAttachment[] = [
        ...email.attachDocumentTemplateIds.flatMap((templateId) => {
          const document = generated.find((d) => d.templateId === templateId);
          return document ? [{ fileVersionId: document.fileVersionId, name: document.name }] : [];
        }),
        ...email.attachFileVersionIds.flatMap((id) => {
          const file = files.find((f) => f.id === id);
          return file ? [{ fileVersionId: file.id, name: file.name }] : [];
        }),
      ];
      values.push({
        companyId: source.companyId,
        riskPackageId: job.riskPackageId,
        transactionId: job.transactionId,
        trigger: job.trigger,
        occasionId: job.occasionId,
        templateId: template.id,
        templateName: template.name,
        to: email.to,
        cc: email.cc,
        bcc: email.bcc,
        subject: email.subject,
        html: email.html,
        attachments,
        status: "sending" as const,
      });
    }
    if (values.length === 0) return false;
    await deps.db.transaction(async (tx) => {
      const added = await tx
        .insert(riskEmails)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: riskEmails.id });
      for (const { id } of added) await deps.jobs.sendInTransaction(tx, DELIVER_EMAIL_JOB, { id });
    });
    return false;
  })();
  if (waiting) {
    const waited = (job.waited ?? 0) + 1;
    await deps.jobs.send(
      PREPARE_EMAILS_JOB,
      { ...job, waited },
      { startAfterSeconds: waitSeconds(waited - 1) },
    );
    return;
  }
  deps.jobs.wake(DELIVER_EMAIL_JOB);
}

/** Plain text for mail clients without HTML: the content's text, paragraphs kept apart. */
export function htmlToText(html: string) {
  return html
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * One delivery attempt: the files are read from storage and the message handed to the mail
 * transport. Success marks the email sent; a failure records the attempt and its error (failed
 * once the retries are spent) and is rethrown so the queue retries it.
 */
export async function deliverRiskEmail(deps: AppDeps, id: number) {
  const [row] = await deps.db.select().from(riskEmails).where(eq(riskEmails.id, id));
  if (!row || row.status === "sent") return;
  try {
    const stored = await companyFileVersions(
      deps.db,
      row.companyId,
      row.attachments.map((a) => a.fileVersionId),
    );
    const attachments = await Promise.all(
      row.attachments.map(async (a) => {
        const file = stored.find((f) => f.id === a.fileVersionId);
        if (!file) throw new Error(`The attachment ${a.name} is no longer stored`);
        return {
          filename: a.name,
          contentType: file.mimeType,
          content: await deps.storage.get(file.storageKey),
        };
      }),
    );
    await createDelivery(deps.db, deps.config).send({
      channel: "email",
      to: row.to.join(", "),
      cc: row.cc,
      bcc: row.bcc,
      subject: row.subject,
      text: htmlToText(row.html),
      html: row.html,
      attachments,
    });
    await deps.db
      .update(riskEmails)
      .set({
        status: "sent",
        error: null,
        attempts: sql`${riskEmails.attempts} + 1`,
        sentAt: new Date(),
      })
      .where(eq(riskEmails.id, id));
  } catch (error) {
    const attempts = sql`${riskEmails.attempts} + 1`;
    await deps.db
      .update(riskEmails)
      .set({
        status: sql<
          "sending" | "failed"
        >`case when ${attempts} > ${DELIVERY_RETRIES} then 'failed' else 'sending' end`,
        error: String((error as Error).message ?? error),
        attempts,
      })
      .where(eq(riskEmails.id, id));
    throw error;
  }
}

/** The job definitions; app.ts wires `load` from the risks module (after the documents' jobs). */
export function riskEmailJobs(deps: AppDeps, load: DocumentSourceLoader) {
  deps.jobs.define<PrepareEmailsJob>({
    name: PREPARE_EMAILS_JOB,
    retryLimit: PREPARE_RETRIES,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: (job) => prepareRiskEmails(deps, load, job),
  });
  deps.jobs.define<{ id: number }>({
    name: DELIVER_EMAIL_JOB,
    retryLimit: DELIVERY_RETRIES,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: ({ id }) => deliverRiskEmail(deps, id),
  });
}
