import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRiskCodes } from "./access.ts";
import { findOwnRiskCode } from "./lookup.ts";
import { loadRiskCode } from "./present.ts";

export async function getRiskCode(ctx: Ctx, input: { riskCodeId: number }) {
  const { db, actor } = ctx;
  const companyId = authorizeRiskCodes(actor, "read");
  return loadRiskCode(db, await findOwnRiskCode(db, companyId, input.riskCodeId));
}
