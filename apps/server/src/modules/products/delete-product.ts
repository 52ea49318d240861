import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning } from "./versioned.ts";

/** Only a product no risk and no package uses can be deleted; otherwise archive it. */
export function deleteProduct(ctx: Ctx, input: { productId: number }) {
  return productVersioning.remove(ctx, {
    headId: input.productId,
    data: (head) => ({ name: head.name }),
  });
}
