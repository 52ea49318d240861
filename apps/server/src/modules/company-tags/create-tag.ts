import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { companyTags } from "../companies/tables.ts";
import { authorizeTags } from "./access.ts";
import { presentTag } from "./present.ts";
import { checkTagInput, setTagAttachments, type TagInput } from "./tag-input.ts";

export async function createTag(ctx: Ctx, input: TagInput) {
  const { db, actor } = ctx;
  const companyId = authorizeTags(actor);
  const id = await db.transaction(async (tx) => {
    await checkTagInput(tx, companyId, input);
    const [tag] = await tx.insert(companyTags).values({ companyId, name: input.name }).returning();
    await setTagAttachments(tx, tag!.id, input.fileVersionIds);
    await auditBy(tx, actor, {
      action: "company_tag.created",
      companyId,
      subjectType: "company_tag",
      subjectId: tag!.id,
      data: { ...input },
    });
    return tag!.id;
  });
  return presentTag(db, id);
}
