import type { Ctx } from "../../platform/context/index.ts";
import type { VersionKey } from "../product-designer/index.ts";
import { readableScope } from "./scope.ts";
import { findInScope, present } from "./write.ts";

/** One dataset with all its cells (what the grid editor opens). */
export async function getDataset(
  ctx: Ctx,
  input: { version: VersionKey | null; datasetId: number },
) {
  return present(
    await findInScope(ctx.db, await readableScope(ctx, input.version), input.datasetId),
  );
}
