import type { TSyndicate } from "@platform/domain";
import { eq } from "drizzle-orm";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSyndicates } from "./access.ts";
import { presentSyndicate } from "./present.ts";
import { checkInput, findOwn, insurerName } from "./syndicate-input.ts";
import { syndicates } from "./tables.ts";

export async function updateSyndicate(ctx: Ctx, input: TSyndicate & { syndicateId: number }) {
  const { db, actor } = ctx;
  const { syndicateId: id, ...syndicate } = input;
  const companyId = authorizeSyndicates(actor, "manage");
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
