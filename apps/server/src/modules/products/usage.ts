/** Product versions referring to an endorsement, for the clause module's delete check. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productVersions } from "./tables.ts";

export async function productsUsingClause(db: DbOrTx, companyId: number, clauseId: number) {
  const rows = await db
    .selectDistinct({ productId: productVersions.productId })
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        sql`${productVersions.details}->'clauseIds' @> ${JSON.stringify([clauseId])}::jsonb`,
      ),
    );
  return rows.map((row) => row.productId);
}
