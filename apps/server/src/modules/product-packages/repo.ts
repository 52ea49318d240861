import type { DbOrTx } from "../../platform/db/index.ts";
import { productPackageAddOns, productPackages } from "./tables.ts";

/** Inserts a package with its add-on products in order (the demo catalogue). */
export async function insertPackage(
  tx: DbOrTx,
  values: typeof productPackages.$inferInsert,
  addOnProductIds: number[],
) {
  const [bundle] = await tx.insert(productPackages).values(values).returning();
  if (addOnProductIds.length > 0)
    await tx.insert(productPackageAddOns).values(
      addOnProductIds.map((productId, position) => ({
        packageId: bundle!.id,
        productId,
        position,
      })),
    );
  return bundle!;
}
