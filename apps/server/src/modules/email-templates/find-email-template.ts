import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ownedIds } from "../../platform/db/owned.ts";
import { notFound } from "../../platform/http/errors.ts";
import { emailTemplates } from "./tables.ts";

export async function findEmailTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.companyId, companyId)));
  if (!row) throw notFound("Email template not found");
  return row;
}

/** Which of `ids` are the company's own email templates (an id in another module's input). */
export const ownEmailTemplateIds = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ownedIds(db, emailTemplates, companyId, ids);
