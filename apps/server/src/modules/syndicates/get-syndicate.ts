import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { presentSyndicate } from "./present.ts";
import { findOwn, insurerName } from "./syndicate-input.ts";

export async function getSyndicate(ctx: Ctx, input: { syndicateId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const row = await findOwn(db, companyId, input.syndicateId);
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}
