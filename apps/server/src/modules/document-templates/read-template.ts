import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findTemplate } from "./find-template.ts";
import { presentTemplateWithFiles } from "./present.ts";

/** One template as its editor reads it. */
export async function readTemplate(ctx: Ctx, input: { templateId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  return presentTemplateWithFiles(
    db,
    companyId,
    await findTemplate(db, companyId, input.templateId),
  );
}
