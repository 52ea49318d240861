import type { TBindingAgreement } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeAgreementChange } from "./access.ts";
import { checkInput } from "./agreements.ts";
import { getAgreement } from "./get-agreement.ts";
import { bindingAgreements } from "./tables.ts";

export async function createAgreement(ctx: Ctx, input: TBindingAgreement) {
  const { db, actor } = ctx;
  const companyId = await authorizeAgreementChange(ctx);
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [row] = await tx
      .insert(bindingAgreements)
      .values({ companyId, ...input })
      .returning();
    await auditBy(tx, actor, {
      action: "bindingAgreement.created",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: row!.id,
      data: { name: input.name, uniqueMarketReference: input.uniqueMarketReference },
    });
    return row!.id;
  });
  return getAgreement(ctx, { agreementId: id });
}
