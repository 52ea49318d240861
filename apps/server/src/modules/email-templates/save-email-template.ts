import { messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeEmailTemplates } from "./access.ts";
import {
  assertOwnAttachments,
  assertValid,
  type EmailTemplateInput,
  nameTaken,
} from "./email-template-input.ts";
import { findEmailTemplate } from "./find-email-template.ts";
import { presentEmailTemplateWithFiles } from "./present.ts";
import { emailTemplates } from "./tables.ts";

/** Creates a template (`templateId` null) or saves one. */
export async function saveEmailTemplate(
  ctx: Ctx,
  input: EmailTemplateInput & { templateId: number | null },
) {
  const { actor } = ctx;
  const { templateId: id, ...template } = input;
  const companyId = authorizeEmailTemplates(actor);
  await assertValid(template);
  return ctx.db.transaction(async (tx) => {
    if (id !== null) await findEmailTemplate(tx, companyId, id);
    await assertOwnAttachments(tx, companyId, template);
    const values = { ...template, updatedByUserId: actor.user.id, updatedAt: actor.now() };
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
      data: { name: template.name },
    });
    return presentEmailTemplateWithFiles(tx, companyId, row!);
  });
}
