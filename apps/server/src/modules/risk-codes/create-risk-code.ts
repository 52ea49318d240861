import type { TRiskCode } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRiskCodes } from "./access.ts";
import { loadRiskCode } from "./present.ts";
import { checkInput, writePeriods } from "./risk-code-input.ts";
import { riskCodes } from "./tables.ts";

export async function createRiskCode(ctx: Ctx, input: TRiskCode) {
  const { db, actor } = ctx;
  const companyId = authorizeRiskCodes(actor, "manage");
  return db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [row] = await tx
      .insert(riskCodes)
      .values({ companyId, code: input.code, description: input.description })
      .returning();
    await writePeriods(tx, row!.id, input);
    await auditBy(tx, actor, {
      action: "riskCode.created",
      companyId,
      subjectType: "riskCode",
      subjectId: row!.id,
      data: { code: input.code, periods: input.periods },
    });
    return loadRiskCode(tx, row!);
  });
}
