import type { Ctx } from "../../platform/context/index.ts";
import { authorizeTemplates } from "./access.ts";
import { findTemplate } from "./find-template.ts";
import { presentTemplateWithFiles } from "./present.ts";

/** One template as its editor reads it. */
export async function readTemplate(ctx: Ctx, input: { templateId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeTemplates(actor);
  return presentTemplateWithFiles(
    db,
    companyId,
    await findTemplate(db, companyId, input.templateId),
  );
}
