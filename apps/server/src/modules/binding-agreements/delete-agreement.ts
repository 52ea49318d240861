import { eq } from "drizzle-orm";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { assertAgency, ownAgreement } from "./agreements.ts";
import { bindingAgreements } from "./tables.ts";

export async function deleteAgreement(ctx: Ctx, input: { agreementId: number }) {
  const { db, actor } = ctx;
  const id = input.agreementId;
  const companyId = actingCompany(actor);
  await assertAgency(ctx);
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
