import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export const getClause = (ctx: Ctx, input: { clauseId: number }) =>
  kernel.get(ctx, { headId: input.clauseId });
