import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

export const deleteVersion = (ctx: Ctx, input: { productId: number; versionId: number }) =>
  kernel.deleteVersion(ctx, { headId: input.productId, versionId: input.versionId });
