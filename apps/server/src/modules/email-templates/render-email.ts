import {
  type DocumentData,
  documentMessages,
  emailMessages,
  messages,
  Permission,
  pageWindow,
  type TEmailTemplateInput,
  type TPageQuery,
  type TRecipient,
} from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { countOwnTemplates } from "../document-templates/index.ts";
import { type PreviewRiskData, type PreviewWith, previewData } from "../documents/index.ts";
import { companyFileVersions } from "../files/index.ts";
import { RenderRefused, renderEmailInWorker, validateInWorker } from "../rendering/index.ts";
import { type EmailTemplateRow, emailTemplates } from "./tables.ts";

type Input = Required<TEmailTemplateInput>;

export function presentEmailTemplate(row: EmailTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    recipients: row.recipients,
    cc: row.cc,
    bcc: row.bcc,
    content: row.content,
    attachDocumentTemplateIds: row.attachDocumentTemplateIds,
    attachFileVersionIds: row.attachFileVersionIds,
    tags: row.tags,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** One template as its editor reads it: with the attached files' names (one statement). */
export async function presentEmailTemplateWithFiles(
  db: DbOrTx,
  companyId: number,
  row: EmailTemplateRow,
) {
  const versions = await companyFileVersions(db, companyId, row.attachFileVersionIds);
  const byId = new Map(versions.map((v) => [v.id, v]));
  return {
    ...presentEmailTemplate(row),
    attachFiles: row.attachFileVersionIds.flatMap((id) => {
      const v = byId.get(id);
      return v ? [{ id, name: v.name, mimeType: v.mimeType }] : [];
    }),
  };
}

export async function findEmailTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, companyId)));
  if (!row) throw notFound("Email template not found");
  return row;
}

export async function pageEmailTemplates(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  const where = and(
    eq(emailTemplates.companyId, companyId),
    query.search ? ilike(emailTemplates.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: emailTemplates, total: totalRows() })
    .from(emailTemplates)
    .where(where)
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    ({ row }) => presentEmailTemplate(row),
    async () => (await db.select({ n: count() }).from(emailTemplates).where(where))[0]!.n,
  );
}

/**
 * Subject and content are checked like document templates (in worker threads, outside any
 * transaction): 422 with line and column, or the rendering limit a field ran into.
 */
async function assertValid(input: Pick<Input, "subject" | "content">) {
  const errors: Record<string, string[]> = {};
  const fields = ["subject", "content"] as const;
  const results = await Promise.allSettled(fields.map((field) => validateInWorker(input[field])));
  for (const [index, result] of results.entries()) {
    const field = fields[index]!;
    if (result.status === "rejected") {
      if (!(result.reason instanceof RenderRefused)) throw result.reason;
      errors[field] = [result.reason.message];
    } else if (result.value.length) {
      errors[field] = result.value.map((e) =>
        documentMessages.atPosition(e.line, e.column, e.message),
      );
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** The documents and files a template attaches are the company's own: two counts at most. */
async function assertOwnAttachments(
  db: DbOrTx,
  companyId: number,
  input: Pick<Input, "attachDocumentTemplateIds" | "attachFileVersionIds">,
) {
  const errors: Record<string, string> = {};
  const templates = input.attachDocumentTemplateIds;
  if ((await countOwnTemplates(db, companyId, templates)) !== templates.length)
    errors.attachDocumentTemplateIds = emailMessages.ownDocumentTemplates;
  const files = input.attachFileVersionIds;
  if ((await companyFileVersions(db, companyId, files)).length !== files.length)
    errors.attachFileVersionIds = emailMessages.ownFiles;
  if (Object.keys(errors).length) throw invalid(errors);
}

const nameTaken = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};

export async function saveEmailTemplate(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number | null,
  input: Input,
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await assertValid(input);
  return deps.db.transaction(async (tx) => {
    if (id !== null) await findEmailTemplate(tx, companyId, id);
    await assertOwnAttachments(tx, companyId, input);
    const values = { ...input, updatedByUserId: actor.user.id, updatedAt: actor.now() };
    const [row] = await (id === null
      ? tx
          .insert(emailTemplates)
          .values({ companyId, ...values })
          .returning()
      : tx.update(emailTemplates).set(values).where(eq(emailTemplates.id, id)).returning()
    ).catch((error: unknown) => {
      throw nameTaken(error) ? invalid({ name: messages.nameInUse }) : error;
    });
    await auditBy(tx, actor, {
      action: id === null ? "email_template.created" : "email_template.updated",
      companyId,
      subjectType: "email_template",
      subjectId: row!.id,
      data: { name: input.name },
    });
    return presentEmailTemplateWithFiles(tx, companyId, row!);
  });
}

export async function deleteEmailTemplate(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await deps.db.transaction(async (tx) => {
    const row = await findEmailTemplate(tx, companyId, id);
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    await auditBy(tx, actor, {
      action: "email_template.deleted",
      companyId,
      subjectType: "email_template",
      subjectId: id,
      data: { name: row.name },
    });
  });
}

/**
 * Unsaved subject and content rendered with a sample risk, for the editor's preview: errors
 * answer 422 with their line and column, as on save.
 */
export async function previewEmail(
  deps: AppDeps,
  riskData: PreviewRiskData,
  actor: Actor,
  companyId: number,
  input: PreviewWith & { subject: string; content: string },
) {
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await assertValid(input);
  const data = await previewData(deps, riskData, companyId, input, "Email");
  try {
    return await renderEmailInWorker(input.subject, input.content, data);
  } catch (error) {
    // A risk's data can write more than the sample did.
    if (error instanceof RenderRefused) throw invalid({ content: [error.message] });
    throw error;
  }
}

/** Who a role means on one risk: the outbox resolves roles to addresses with this. */
export interface RecipientDirectory {
  broker: string | null;
  insured: string | null;
  underwriter: string | null;
}

const resolve = (list: TRecipient[], people: RecipientDirectory) => [
  ...new Set(
    list
      .map((r) => ("email" in r ? r.email : people[r.role]))
      .filter((address): address is string => Boolean(address)),
  ),
];

/**
 * An email template rendered for one risk, ready for `outbox.message`: subject (plain text),
 * HTML body, and recipients with roles resolved to addresses (a role with no address is left
 * out; an address in `to` is not repeated in cc or bcc).
 */
export async function renderEmail(
  row: EmailTemplateRow,
  data: DocumentData,
  people: RecipientDirectory,
) {
  const to = resolve(row.recipients, people);
  const cc = resolve(row.cc, people).filter((a) => !to.includes(a));
  const bcc = resolve(row.bcc, people).filter((a) => !to.includes(a) && !cc.includes(a));
  const { subject, html } = await renderEmailInWorker(row.subject, row.content, data);
  return {
    to,
    cc,
    bcc,
    subject,
    html,
    attachDocumentTemplateIds: row.attachDocumentTemplateIds,
    attachFileVersionIds: row.attachFileVersionIds,
  };
}
