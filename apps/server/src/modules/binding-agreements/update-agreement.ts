import type { TBindingAgreement } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeAgreementChange } from "./access.ts";
import { checkInput, ownAgreement } from "./agreements.ts";
import { getAgreement } from "./get-agreement.ts";
import { bindingAgreements } from "./tables.ts";

export async function updateAgreement(
  ctx: Ctx,
  input: TBindingAgreement & { agreementId: number },
) {
  const { db, actor } = ctx;
  const { agreementId: id, ...agreement } = input;
  const companyId = await authorizeAgreementChange(ctx);
  await db.transaction(async (tx) => {
    await ownAgreement(tx, companyId, id);
    await checkInput(tx, companyId, agreement, id);
    await tx
      .update(bindingAgreements)
      .set({ ...agreement, updatedAt: actor.now() })
      .where(eq(bindingAgreements.id, id));
    await auditBy(tx, actor, {
      action: "bindingAgreement.updated",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: id,
      data: { ...agreement },
    });
  });
  return getAgreement(ctx, { agreementId: id });
}
