import { DOCUMENT_DATA_MODEL_VERSION, messages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeTemplates } from "./access.ts";
import { findTemplate } from "./find-template.ts";
import { presentTemplateWithFiles } from "./present.ts";
import { documentTemplates } from "./tables.ts";
import {
  assertValidContent,
  checkReferences,
  nameTaken,
  type TemplateInput,
} from "./template-input.ts";

export async function updateTemplate(ctx: Ctx, input: TemplateInput & { templateId: number }) {
  const { actor } = ctx;
  const { templateId: id, ...template } = input;
  const companyId = authorizeTemplates(actor);
  await findTemplate(ctx.db, companyId, id);
  if (template.type === "single") await assertValidContent(template.content);
  return ctx.db.transaction(async (tx) => {
    await findTemplate(tx, companyId, id);
    await checkReferences(tx, companyId, template, id);
    const [row] = await tx
      .update(documentTemplates)
      .set({
        ...template,
        content: template.type === "combined" ? "" : template.content,
        dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
        updatedByUserId: actor.user.id,
        updatedAt: actor.now(),
      })
      .where(eq(documentTemplates.id, id))
      .returning()
      .catch((error) => {
        throw nameTaken(error) ? invalid({ name: messages.nameInUse }) : error;
      });
    await auditBy(tx, actor, {
      action: "document_template.updated",
      companyId,
      subjectType: "document_template",
      subjectId: id,
      data: { name: template.name },
    });
    return presentTemplateWithFiles(tx, companyId, row!);
  });
}
