import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export const unpublishClauseVersion = (ctx: Ctx, input: { clauseId: number; versionId: number }) =>
  kernel.unpublish(ctx, { headId: input.clauseId, versionId: input.versionId });
