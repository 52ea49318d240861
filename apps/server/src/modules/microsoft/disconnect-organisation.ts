import { Permission } from "@platform/domain";
import { eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { microsoftConnections } from "./tables.ts";

/** Disconnects the acting company's Microsoft organisation. */
export async function disconnectOrganisation(ctx: Ctx) {
  const { db, actor } = ctx;
  const { user } = actor;
  const companyId = actingCompany(actor);
  assertCan(user, companyId, Permission.ManageCompanyDetails);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(microsoftConnections)
      .where(eq(microsoftConnections.companyId, companyId))
      .returning();
    if (removed.length === 0)
      throw invalid({ companyId: "No Microsoft organisation is connected" });
    await audit(
      tx,
      {
        action: "microsoft.disconnected",
        companyId,
        userId: user.id,
        subjectType: "company",
        subjectId: companyId,
      },
      actor,
    );
  });
}
