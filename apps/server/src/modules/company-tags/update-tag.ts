import { and, eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { companyTags } from "../companies/tables.ts";
import { authorizeTags } from "./access.ts";
import { presentTag } from "./present.ts";
import { checkTagInput, setTagAttachments, type TagInput } from "./tag-input.ts";

/** Renames a tag or changes its attachments. */
export async function updateTag(ctx: Ctx, input: TagInput & { tagId: number }) {
  const { db, actor } = ctx;
  const { tagId, ...tag } = input;
  const companyId = authorizeTags(actor);
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(companyTags)
      .where(and(eq(companyTags.id, tagId), eq(companyTags.companyId, companyId)));
    if (!found) throw notFound("Tag not found");
    await checkTagInput(tx, companyId, tag, tagId);
    await tx.update(companyTags).set({ name: tag.name }).where(eq(companyTags.id, tagId));
    await setTagAttachments(tx, tagId, tag.fileVersionIds);
    await auditBy(tx, actor, {
      action: "company_tag.updated",
      companyId,
      subjectType: "company_tag",
      subjectId: tagId,
      data: { ...tag },
    });
  });
  return presentTag(db, tagId);
}
