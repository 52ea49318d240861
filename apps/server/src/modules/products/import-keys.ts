import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { products, productVersions } from "./tables.ts";

/**
 * A company's products with the names and codes a file may call them by (any version's codes,
 * lower-cased) and their insurance class: one statement, for the policy data import.
 */
export async function productImportKeys(db: DbOrTx, companyId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      insuranceClassId: products.insuranceClassId,
      codes: sql<string[]>`coalesce(
        (select array_agg(distinct lower(c ->> 'code'))
           from ${productVersions} v,
                jsonb_array_elements(coalesce(v.details -> 'codes', '[]'::jsonb)) c
          where v.product_id = "products"."id"),
        '{}')`,
    })
    .from(products)
    .where(eq(products.companyId, companyId));
}
