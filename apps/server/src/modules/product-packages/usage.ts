/** Which packages use a product, for the product module's delete check (no service import cycle). */
import { and, asc, eq, or } from "drizzle-orm";
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

/** The published packages offering a product (as main product or add-on), by name. */
export async function publishedPackagesOffering(
  db: DbOrTx,
  productId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: productPackages.id, name: productPackages.name })
    .from(productPackages)
    .leftJoin(productPackageAddOns, eq(productPackageAddOns.packageId, productPackages.id))
    .where(
      and(
        eq(productPackages.status, "published"),
        or(
          eq(productPackages.mainProductId, productId),
          eq(productPackageAddOns.productId, productId),
        ),
      ),
    )
    .orderBy(asc(productPackages.name), asc(productPackages.id));
}
