import { emailMessages, Permission, type TProductEmailLinks } from "@platform/domain";
import { and, count, eq, inArray } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { assertOwnProduct } from "../document-templates/index.ts";
import { productEmailLinks } from "./product-email-links.ts";
import { emailTemplates, productEmailTemplates } from "./tables.ts";

export async function setProductEmailLinks(
  ctx: Ctx,
  input: { productId: number; links: TProductEmailLinks["links"] },
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
        .from(emailTemplates)
        .where(and(eq(emailTemplates.companyId, companyId), inArray(emailTemplates.id, ids)));
      if (found!.n !== ids.length) throw invalid({ links: emailMessages.ownTemplates });
    }
    await tx.delete(productEmailTemplates).where(eq(productEmailTemplates.productId, productId));
    const values = links.flatMap((l) =>
      l.templateIds.map((templateId, position) => ({
        productId,
        trigger: l.trigger,
        templateId,
        position,
      })),
    );
    if (values.length) await tx.insert(productEmailTemplates).values(values);
    await auditBy(tx, actor, {
      action: "email_template.links_updated",
      companyId,
      subjectType: "product",
      subjectId: productId,
      data: { links },
    });
  });
  return productEmailLinks(ctx, { productId });
}
