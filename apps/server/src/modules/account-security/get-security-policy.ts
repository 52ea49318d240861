import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { getCompanyPolicy } from "./policies.ts";
import { presentPolicy } from "./present.ts";

/** The acting company's two-factor requirement and password maximum age, for its members. */
export async function getSecurityPolicy(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  return presentPolicy(await getCompanyPolicy(db, companyId));
}
