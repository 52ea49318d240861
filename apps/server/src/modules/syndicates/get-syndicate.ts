import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSyndicates } from "./access.ts";
import { presentSyndicate } from "./present.ts";
import { findOwn, insurerName } from "./syndicate-input.ts";

export async function getSyndicate(ctx: Ctx, input: { syndicateId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeSyndicates(actor, "read");
  const row = await findOwn(db, companyId, input.syndicateId);
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}
