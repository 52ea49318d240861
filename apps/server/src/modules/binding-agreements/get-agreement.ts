import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { findVisibleAgreement } from "./agreements.ts";
import { presentAgreement } from "./present.ts";

/** One agreement, for its agency or its managing insurer; 404 for anyone else. */
export async function getAgreement(ctx: Ctx, input: { agreementId: number }) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const found = await findVisibleAgreement(db, companyId, input.agreementId);
  return presentAgreement(found.row, found.parties, found.role);
}
