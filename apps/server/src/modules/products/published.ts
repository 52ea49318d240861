import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { type ProductVersionRow, products, productVersions } from "./tables.ts";

/**
 * The latest published version of each product that has one (archived products have none):
 * one statement for any number of products.
 */
export async function latestPublishedOf(
  db: DbOrTx,
  productIds: number[],
): Promise<Map<number, ProductVersionRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productVersions.productId], { version: productVersions })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(
      and(
        inArray(productVersions.productId, productIds),
        eq(productVersions.status, "published"),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(productVersions.productId, desc(productVersions.versionNumber));
  return new Map(rows.map(({ version }) => [version.productId, version]));
}
