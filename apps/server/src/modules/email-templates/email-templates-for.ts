import type { EmailTrigger } from "@platform/domain";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { emailTemplates, productEmailTemplates } from "./tables.ts";

/** The company's templates a product sends on a trigger, in order: one statement. */
export async function emailTemplatesFor(
  db: DbOrTx,
  companyId: number,
  productId: number,
  trigger: EmailTrigger,
) {
  const rows = await db
    .select({ row: emailTemplates })
    .from(productEmailTemplates)
    .innerJoin(emailTemplates, eq(emailTemplates.id, productEmailTemplates.templateId))
    .where(
      and(
        eq(productEmailTemplates.productId, productId),
        eq(productEmailTemplates.trigger, trigger),
        eq(emailTemplates.companyId, companyId),
      ),
    )
    .orderBy(asc(productEmailTemplates.position));
  return rows.map(({ row }) => row);
}
