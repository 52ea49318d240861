import { DOCUMENT_DATA_MODEL_VERSION, messages } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeTemplates } from "./access.ts";
import { presentTemplateWithFiles } from "./present.ts";
import { documentTemplates } from "./tables.ts";
import {
  assertValidContent,
  checkReferences,
  nameTaken,
  type TemplateInput,
} from "./template-input.ts";

export async function createTemplate(ctx: Ctx, input: TemplateInput) {
  const { actor } = ctx;
  const companyId = authorizeTemplates(actor);
  if (input.type === "single") await assertValidContent(input.content);
  return ctx.db.transaction(async (tx) => {
    await checkReferences(tx, companyId, input);
    const [row] = await tx
      .insert(documentTemplates)
      .values({
        companyId,
        ...input,
        content: input.type === "combined" ? "" : input.content,
        dataModelVersion: DOCUMENT_DATA_MODEL_VERSION,
        updatedByUserId: actor.user.id,
      })
      .returning()
      .catch((error) => {
        throw nameTaken(error) ? invalid({ name: messages.nameInUse }) : error;
      });
    await auditBy(tx, actor, {
      action: "document_template.created",
      companyId,
      subjectType: "document_template",
      subjectId: row!.id,
      data: { name: input.name },
    });
    return presentTemplateWithFiles(tx, companyId, row!);
  });
}
