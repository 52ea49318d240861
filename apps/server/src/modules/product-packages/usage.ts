/** Which packages use a product, for the product module's delete check (no service import cycle). */
import { eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productPackageAddOns, productPackages } from "./tables.ts";

export async function packagesUsingProduct(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: productPackages.id })
    .from(productPackages)
    .leftJoin(productPackageAddOns, eq(productPackageAddOns.packageId, productPackages.id))
    .where(
      or(
        eq(productPackages.mainProductId, productId),
        eq(productPackageAddOns.productId, productId),
      ),
    );
  return rows.map((row) => row.id);
}
