import { messages } from "@platform/domain";
import { and, count, eq, sql } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { authorizeTemplates } from "./access.ts";
import { findTemplate } from "./find-template.ts";
import { documentTemplates, productDocumentTemplates } from "./tables.ts";

/** Deletes a template unless a product issues it or a combined template joins it. */
export async function deleteTemplate(ctx: Ctx, input: { templateId: number }) {
  const { actor } = ctx;
  const id = input.templateId;
  const companyId = authorizeTemplates(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await findTemplate(tx, companyId, id);
    const [linked] = await tx
      .select({ n: count() })
      .from(productDocumentTemplates)
      .where(eq(productDocumentTemplates.templateId, id));
    const [joined] = await tx
      .select({ n: count() })
      .from(documentTemplates)
      .where(
        and(
          eq(documentTemplates.companyId, companyId),
          sql`${documentTemplates.partIds} @> ${JSON.stringify([id])}::jsonb`,
        ),
      );
    if (linked!.n > 0 || joined!.n > 0) throw conflict(messages.deleteInUse);
    await tx.delete(documentTemplates).where(eq(documentTemplates.id, id));
    await auditBy(tx, actor, {
      action: "document_template.deleted",
      companyId,
      subjectType: "document_template",
      subjectId: id,
      data: { name: row.name },
    });
  });
}
