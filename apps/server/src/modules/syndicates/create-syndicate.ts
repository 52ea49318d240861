import type { TSyndicate } from "@platform/domain";
import { auditBy } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeSyndicates } from "./access.ts";
import { presentSyndicate } from "./present.ts";
import { checkInput, insurerName } from "./syndicate-input.ts";
import { syndicates } from "./tables.ts";

export async function createSyndicate(ctx: Ctx, input: TSyndicate) {
  const { db, actor } = ctx;
  const companyId = authorizeSyndicates(actor, "manage");
  const row = await db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [created] = await tx
      .insert(syndicates)
      .values({ companyId, ...input })
      .returning();
    await auditBy(tx, actor, {
      action: "syndicate.created",
      companyId,
      subjectType: "syndicate",
      subjectId: created!.id,
      data: { name: input.name },
    });
    return created!;
  });
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}
