import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { productClassesOf } from "../products/index.ts";

export async function assertOwnProduct(db: DbOrTx, companyId: number, productId: number) {
  const owned = await productClassesOf(db, companyId, [productId]);
  if (!owned.has(productId)) throw notFound("Product not found");
}
