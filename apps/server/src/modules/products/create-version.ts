import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

/** A new draft copying the newest version with its design and datasets; saved before publishing. */
export const createVersion = (ctx: Ctx, input: { productId: number }) =>
  kernel.newVersion(ctx, { headId: input.productId });
