import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning } from "./versioned.ts";

export function setProductArchived(ctx: Ctx, input: { productId: number; archived: boolean }) {
  return productVersioning.setArchived(ctx, {
    headId: input.productId,
    archived: input.archived,
  });
}
