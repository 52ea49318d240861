import type { Ctx } from "../../platform/context/index.ts";
import { carriedProduct, insurerActs } from "./carried.ts";
import { productVersioning as kernel } from "./versioned.ts";

/** The product with its versions: the company's own, or for an insurer one it carries. */
export const getProduct = (ctx: Ctx, input: { productId: number }) =>
  insurerActs(ctx.actor)
    ? carriedProduct(ctx, input)
    : kernel.get(ctx, { headId: input.productId });
