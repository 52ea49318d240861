import type { Ctx } from "../../platform/context/index.ts";
import { presentVersion } from "./present.ts";
import { productVersioning as kernel } from "./versioned.ts";

export async function getVersion(ctx: Ctx, input: { productId: number; versionId: number }) {
  const { version, isOnly } = await kernel.version(ctx, {
    headId: input.productId,
    versionId: input.versionId,
  });
  return presentVersion(version, isOnly);
}
