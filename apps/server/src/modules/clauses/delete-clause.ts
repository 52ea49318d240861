import type { Ctx } from "../../platform/context/index.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

/** An endorsement used by a risk or offered on a product cannot be deleted. */
export const deleteClause = (ctx: Ctx, input: { clauseId: number }) =>
  kernel.remove(ctx, { headId: input.clauseId, data: (head) => ({ name: head.name }) });
