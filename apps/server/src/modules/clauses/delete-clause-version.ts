import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export const deleteClauseVersion = (ctx: Ctx, input: { clauseId: number; versionId: number }) =>
  kernel.deleteVersion(ctx, { headId: input.clauseId, versionId: input.versionId });
