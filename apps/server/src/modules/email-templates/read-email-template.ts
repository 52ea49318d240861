import { Permission } from "@platform/domain";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findEmailTemplate } from "./find-email-template.ts";
import { presentEmailTemplateWithFiles } from "./present.ts";

/** One email template as its editor reads it. */
export async function readEmailTemplate(ctx: Ctx, input: { templateId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  return presentEmailTemplateWithFiles(
    db,
    companyId,
    await findEmailTemplate(db, companyId, input.templateId),
  );
}
