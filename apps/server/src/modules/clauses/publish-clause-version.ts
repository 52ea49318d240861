import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export const publishClauseVersion = (ctx: Ctx, input: { clauseId: number; versionId: number }) =>
  kernel.publish(ctx, { headId: input.clauseId, versionId: input.versionId });
