import type { TClauseDetails } from "@platform/domain";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { cleanDetails } from "./clause-details.ts";
import { clauseVersioning as kernel } from "./versioned.ts";

export function saveClauseVersion(
  ctx: Ctx,
  input: TClauseDetails & { clauseId: number; versionId: number },
) {
  const { actor } = ctx;
  const { clauseId, versionId, ...details } = input;
  return kernel.save(ctx, {
    headId: clauseId,
    versionId,
    prepare: (tx) => cleanDetails(tx, actingCompany(actor), details),
  });
}
