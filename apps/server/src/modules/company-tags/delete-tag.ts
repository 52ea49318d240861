import { and, eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { companyTags } from "../companies/tables.ts";
import { authorizeTags } from "./access.ts";

export async function deleteTag(ctx: Ctx, input: { tagId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeTags(actor);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(companyTags)
      .where(and(eq(companyTags.id, input.tagId), eq(companyTags.companyId, companyId)))
      .returning();
    if (deleted.length === 0) throw notFound("Tag not found");
    await auditBy(tx, actor, {
      action: "company_tag.deleted",
      companyId,
      subjectType: "company_tag",
      subjectId: input.tagId,
    });
  });
}
