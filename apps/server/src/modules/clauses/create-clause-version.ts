import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export const createClauseVersion = (ctx: Ctx, input: { clauseId: number }) =>
  kernel.newVersion(ctx, { headId: input.clauseId });
