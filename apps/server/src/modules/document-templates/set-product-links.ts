import { type DocumentEvent, Permission } from "@platform/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { assertOwnProduct } from "./own-product.ts";
import { productLinks } from "./product-links.ts";
import { documentTemplates, productDocumentTemplates } from "./tables.ts";

export async function setProductLinks(
  ctx: Ctx,
  input: { productId: number; links: { event: DocumentEvent; templateIds: number[] }[] },
) {
  const { actor } = ctx;
  const { productId, links } = input;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageDocuments);
  await ctx.db.transaction(async (tx) => {
    await assertOwnProduct(tx, companyId, productId);
    const ids = [...new Set(links.flatMap((l) => l.templateIds))];
    if (ids.length) {
      const [found] = await tx
        .select({ n: count() })
        .from(documentTemplates)
        .where(and(eq(documentTemplates.companyId, companyId), inArray(documentTemplates.id, ids)));
      if (found!.n !== ids.length) throw invalid({ links: "Choose the company's own templates" });
    }
    await tx
      .delete(productDocumentTemplates)
      .where(eq(productDocumentTemplates.productId, productId));
    const values = links.flatMap((l) =>
      l.templateIds.map((templateId, position) => ({
        productId,
        event: l.event,
        templateId,
        position,
      })),
    );
    if (values.length) await tx.insert(productDocumentTemplates).values(values);
    await auditBy(tx, actor, {
      action: "document_template.links_updated",
      companyId,
      subjectType: "product",
      subjectId: productId,
      data: { links },
    });
  });
  return productLinks(ctx, { productId });
}
