import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeAgreementChange } from "./access.ts";
import { ownAgreement } from "./agreements.ts";
import { bindingAgreements } from "./tables.ts";

export async function deleteAgreement(ctx: Ctx, input: { agreementId: number }) {
  const { db, actor } = ctx;
  const id = input.agreementId;
  const companyId = await authorizeAgreementChange(ctx);
  await db.transaction(async (tx) => {
    const row = await ownAgreement(tx, companyId, id);
    await tx.delete(bindingAgreements).where(eq(bindingAgreements.id, id));
    await auditBy(tx, actor, {
      action: "bindingAgreement.deleted",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: id,
      data: { name: row.name },
    });
  });
}
