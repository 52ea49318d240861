import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

export const unpublishVersion = (ctx: Ctx, input: { productId: number; versionId: number }) =>
  kernel.unpublish(ctx, { headId: input.productId, versionId: input.versionId });
