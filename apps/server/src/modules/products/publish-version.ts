import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

export const publishVersion = (ctx: Ctx, input: { productId: number; versionId: number }) =>
  kernel.publish(ctx, { headId: input.productId, versionId: input.versionId });
