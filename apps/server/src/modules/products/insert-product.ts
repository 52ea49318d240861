import type { TProductDetails } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productVersioning } from "./versioned.ts";

/** Used by the demo seed: a product with version 1 (draft unless published) and an empty design. */
export async function insertProduct(
  tx: DbOrTx,
  companyId: number,
  userId: number | null,
  details: TProductDetails,
  savedAt: Date | null,
  publishedAt: Date | null = null,
) {
  const { head } = await productVersioning.insert(tx, companyId, details, {
    userId,
    savedAt,
    publishedAt,
    headValues: { createdByUserId: userId },
  });
  return head;
}
