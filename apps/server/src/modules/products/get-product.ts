import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

export const getProduct = (ctx: Ctx, input: { productId: number }) =>
  kernel.get(ctx, { headId: input.productId });
