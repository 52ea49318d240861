import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findOwnRiskCode } from "./lookup.ts";
import { loadRiskCode } from "./present.ts";

export async function getRiskCode(ctx: Ctx, input: { riskCodeId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  return loadRiskCode(db, await findOwnRiskCode(db, companyId, input.riskCodeId));
}
