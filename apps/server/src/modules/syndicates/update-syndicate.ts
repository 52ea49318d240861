import { Permission, type TSyndicate } from "@platform/domain";
import { eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { presentSyndicate } from "./present.ts";
import { checkInput, findOwn, insurerName } from "./syndicate-input.ts";
import { syndicates } from "./tables.ts";

export async function updateSyndicate(ctx: Ctx, input: TSyndicate & { syndicateId: number }) {
  const { db, actor } = ctx;
  const { syndicateId: id, ...syndicate } = input;
  const companyId = actingCompany(actor);
  assertCan(actor.user, companyId, Permission.ManageSyndicates);
  const row = await db.transaction(async (tx) => {
    await findOwn(tx, companyId, id);
    await checkInput(tx, companyId, syndicate, id);
    const [updated] = await tx
      .update(syndicates)
      .set({ ...syndicate, updatedAt: actor.now() })
      .where(eq(syndicates.id, id))
      .returning();
    await auditBy(tx, actor, {
      action: "syndicate.updated",
      companyId,
      subjectType: "syndicate",
      subjectId: id,
      data: { name: syndicate.name },
    });
    return updated!;
  });
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}
