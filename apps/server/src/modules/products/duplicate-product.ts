import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning } from "./versioned.ts";

/** A new product whose first version copies this one's newest version (design included). */
export function duplicateProduct(ctx: Ctx, input: { productId: number }) {
  return productVersioning.duplicate(ctx, {
    headId: input.productId,
    rename: (details) => ({ ...details, name: `${details.name} (copy)`.slice(0, 150) }),
  });
}
