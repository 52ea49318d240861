import { documentMessages, emailMessages, type TEmailTemplateInput } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { countOwnTemplates } from "../document-templates/index.ts";
import { companyFileVersions } from "../files/index.ts";
import { RenderRefused, validateInWorker } from "../rendering/index.ts";

export type EmailTemplateInput = Required<TEmailTemplateInput>;

/**
 * Subject and content are checked like document templates (in worker threads, outside any
 * transaction): 422 with line and column, or the rendering limit a field ran into.
 */
export async function assertValid(input: Pick<EmailTemplateInput, "subject" | "content">) {
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
export async function assertOwnAttachments(
  db: DbOrTx,
  companyId: number,
  input: Pick<EmailTemplateInput, "attachDocumentTemplateIds" | "attachFileVersionIds">,
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

export const nameTaken = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
};
