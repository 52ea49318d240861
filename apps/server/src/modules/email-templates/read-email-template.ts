import type { Ctx } from "../../platform/context/index.ts";
import { authorizeEmailTemplates } from "./access.ts";
import { findEmailTemplate } from "./find-email-template.ts";
import { presentEmailTemplateWithFiles } from "./present.ts";

/** One email template as its editor reads it. */
export async function readEmailTemplate(ctx: Ctx, input: { templateId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeEmailTemplates(actor);
  return presentEmailTemplateWithFiles(
    db,
    companyId,
    await findEmailTemplate(db, companyId, input.templateId),
  );
}
