import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeEmailTemplates } from "./access.ts";
import { findEmailTemplate } from "./find-email-template.ts";
import { emailTemplates } from "./tables.ts";

export async function deleteEmailTemplate(ctx: Ctx, input: { templateId: number }) {
  const { actor } = ctx;
  const id = input.templateId;
  const companyId = authorizeEmailTemplates(actor);
  await ctx.db.transaction(async (tx) => {
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
