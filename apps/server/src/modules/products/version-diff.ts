import type { TProductVersionDiff } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { productVersioning as kernel } from "./versioned.ts";

/** The changes of a version against the one before it. */
export const versionDiff = (
  ctx: Ctx,
  input: { productId: number; versionId: number },
): Promise<TProductVersionDiff> =>
  kernel.diff(ctx, { headId: input.productId, versionId: input.versionId });
