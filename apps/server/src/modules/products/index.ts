/**
 * The products module's public API for other modules (packages, rating, the designer, risks).
 * Routes live in routes.ts; the use cases, a file each, run on the versioning kernel through
 * the descriptor in versioned.ts.
 */
import { isVersionLocked } from "@platform/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ownedIds } from "../../platform/db/owned.ts";
import { attach } from "../../platform/versioning/index.ts";
import {
  type ProductRow,
  type ProductVersionRow,
  productClasses,
  products,
  productVersions,
} from "./tables.ts";
import { type ProductContentHooks, productVersioning, provideProductContent } from "./versioned.ts";

export { productImportKeys } from "./import-keys.ts";
export { presentProductSummary } from "./present.ts";
export { unknownProductClassIds } from "./product-classes.ts";
export { latestPublishedOf } from "./published.ts";
export { productsUsingClause } from "./usage.ts";
export type { ProductRow, ProductVersionRow };
export { type ProductContentHooks, productVersioning, provideProductContent };

/** A version used by a risk never changes again. */
export const isLocked = (version: { lockedAt: Date | null; usageCount: number }) =>
  isVersionLocked(version);

/** The version offered for new business: the newest published one (null when none, or archived). */
export async function latestPublished(
  db: DbOrTx,
  product: { id: number } | number,
): Promise<ProductVersionRow | null> {
  return productVersioning.latestPublished(db, typeof product === "number" ? product : product.id);
}

/** True when a newer published version exists: a risk on `versionId` must migrate first (SPEC §4). */
export const newerVersionExists = (db: DbOrTx, versionId: number) =>
  productVersioning.newerExists(db, versionId);

/**
 * A risk starts using a version, in the risk's transaction: it is locked for good. Only a
 * published version can be attached. (Several items at once: `attach` of platform/versioning.)
 */
export async function markVersionInUse(tx: DbOrTx, versionId: number) {
  const [row] = await attach(tx, [{ kind: "product", versionId }]);
  return row as ProductVersionRow;
}

/**
 * Takes the version row's lock for the rest of the caller's transaction: an edit and a risk's
 * first use of the version (`markVersionInUse` locks the same row) then happen one after the
 * other, so no edit lands on a version a risk has just locked.
 */
export async function lockVersionRow(tx: DbOrTx, versionId: number) {
  await tx
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(eq(productVersions.id, versionId))
    .for("update");
}

/** A save of the version's design is a save of the version: its "Saved" time moves on. */
export async function markVersionSaved(tx: DbOrTx, versionId: number, at: Date) {
  await tx.update(productVersions).set({ savedAt: at }).where(eq(productVersions.id, versionId));
}

/** The company's products (for packages). */
export async function productsOfCompany(db: DbOrTx, companyId: number) {
  return db.select().from(products).where(eq(products.companyId, companyId));
}

/** The insurance class of each of the company's products among `ids`, in one statement. */
export async function productClassesOf(
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, insuranceClassId: products.insuranceClassId })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.insuranceClassId]));
}

/** The newest version of the company's first product of a class and kind (the demo designs). */
export async function newestVersionOfClass(
  db: DbOrTx,
  companyId: number,
  insuranceClassId: number,
  kind: number,
): Promise<ProductVersionRow | null> {
  const [found] = await db
    .select({ version: productVersions })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.insuranceClassId, insuranceClassId),
        eq(products.kind, kind),
      ),
    )
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  return found?.version ?? null;
}

/** Which of `ids` are the company's own products (an id in another module's input). */
export const ownProductIds = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ownedIds(db, products, companyId, ids);

/** Which of `ids` are the company's own product classes. */
export const ownProductClassIds = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ownedIds(db, productClasses, companyId, ids);
