import type { TRiskCode } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRiskCodes } from "./access.ts";
import { findOwnRiskCode } from "./lookup.ts";
import { loadRiskCode } from "./present.ts";
import { checkInput, writePeriods } from "./risk-code-input.ts";
import { riskCodes } from "./tables.ts";

export async function updateRiskCode(ctx: Ctx, input: TRiskCode & { riskCodeId: number }) {
  const { db, actor } = ctx;
  const { riskCodeId: id, ...riskCode } = input;
  const companyId = authorizeRiskCodes(actor, "manage");
  return db.transaction(async (tx) => {
    await findOwnRiskCode(tx, companyId, id);
    await checkInput(tx, companyId, riskCode, id);
    const [row] = await tx
      .update(riskCodes)
      .set({ code: riskCode.code, description: riskCode.description, updatedAt: actor.now() })
      .where(eq(riskCodes.id, id))
      .returning();
    await writePeriods(tx, id, riskCode);
    await auditBy(tx, actor, {
      action: "riskCode.updated",
      companyId,
      subjectType: "riskCode",
      subjectId: id,
      data: { code: riskCode.code, periods: riskCode.periods },
    });
    return loadRiskCode(tx, row!);
  });
}
