import type { TClauseDetails } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { cleanDetails } from "./clause-details.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

/** Creates an endorsement whose first version is saved as a draft. */
export function createClause(ctx: Ctx, input: TClauseDetails) {
  const { actor } = ctx;
  return kernel.create(ctx, {
    prepare: async (tx) => {
      const content = await cleanDetails(tx, actingCompany(actor), input);
      return { content, saved: true, data: { name: content.name } };
    },
  });
}
