import type { Ctx } from "../../platform/context/index.ts";
import { presentVersionSummary } from "./present.ts";
import { productVersioning as kernel } from "./versioned.ts";

export async function listVersions(ctx: Ctx, input: { productId: number }) {
  const { versions, isOnly } = await kernel.list(ctx, { headId: input.productId });
  return { data: versions.map((version) => presentVersionSummary(version, isOnly)) };
}
