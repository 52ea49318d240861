import type { DbOrTx } from "../../platform/db/index.ts";
import { companyFileVersions } from "../files/index.ts";
import type { EmailTemplateRow } from "./tables.ts";

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
