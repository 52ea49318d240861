import type { DocumentEvent } from "@platform/domain";
import { inArray, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productDocumentTemplates } from "./tables.ts";

/** The events on which any of the products issues a document (a template is linked): one statement. */
export async function linkedEvents(
  db: DbOrTx,
  productIds: readonly number[] | SQLWrapper,
): Promise<DocumentEvent[]> {
  if (Array.isArray(productIds) && productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ event: productDocumentTemplates.event })
    .from(productDocumentTemplates)
    .where(inArray(productDocumentTemplates.productId, productIds as number[] | SQLWrapper));
  return rows.map((row) => row.event);
}
