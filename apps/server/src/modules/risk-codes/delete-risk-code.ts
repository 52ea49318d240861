import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRiskCodes } from "./access.ts";
import { findOwnRiskCode } from "./lookup.ts";
import { riskCodes } from "./tables.ts";

export async function deleteRiskCode(ctx: Ctx, input: { riskCodeId: number }) {
  const { db, actor } = ctx;
  const id = input.riskCodeId;
  const companyId = authorizeRiskCodes(actor, "manage");
  await db.transaction(async (tx) => {
    const row = await findOwnRiskCode(tx, companyId, id);
    await tx.delete(riskCodes).where(eq(riskCodes.id, id));
    await auditBy(tx, actor, {
      action: "riskCode.deleted",
      companyId,
      subjectType: "riskCode",
      subjectId: id,
      data: { code: row.code },
    });
  });
}
