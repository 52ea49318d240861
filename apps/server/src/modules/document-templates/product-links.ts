import { documentEvents } from "@platform/domain";
import { asc, eq } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertOwnProduct } from "./own-product.ts";
import { productDocumentTemplates } from "./tables.ts";

/** The templates a product issues on each event, in order. */
export async function productLinks(ctx: Ctx, input: { productId: number }) {
  const { db, actor } = ctx;
  const { productId } = input;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  await assertOwnProduct(db, companyId, productId);
  const rows = await db
    .select()
    .from(productDocumentTemplates)
    .where(eq(productDocumentTemplates.productId, productId))
    .orderBy(asc(productDocumentTemplates.position));
  return {
    links: documentEvents.map((event) => ({
      event,
      templateIds: rows.filter((r) => r.event === event).map((r) => r.templateId),
    })),
  };
}
