/**
 * Which email templates a product sends on each trigger (quote, bind, adjustment, cancellation,
 * renewal invitation, proposal sent), in order, like the document templates it issues.
 */
import { emailTriggers, type TProductEmailLinks } from "@platform/domain";
import { asc, eq } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertOwnProduct } from "../document-templates/index.ts";
import { productEmailTemplates } from "./tables.ts";

export async function productEmailLinks(
  ctx: Ctx,
  input: { productId: number },
): Promise<TProductEmailLinks> {
  const { db, actor } = ctx;
  const { productId } = input;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  await assertOwnProduct(db, companyId, productId);
  const rows = await db
    .select()
    .from(productEmailTemplates)
    .where(eq(productEmailTemplates.productId, productId))
    .orderBy(asc(productEmailTemplates.position));
  return {
    links: emailTriggers.map((trigger) => ({
      trigger,
      templateIds: rows.filter((r) => r.trigger === trigger).map((r) => r.templateId),
    })),
  };
}
