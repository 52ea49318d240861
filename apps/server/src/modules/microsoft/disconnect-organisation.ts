import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { authorizeOrganisation } from "./access.ts";
import { microsoftConnections } from "./tables.ts";

/** Disconnects the acting company's Microsoft organisation. */
export async function disconnectOrganisation(ctx: Ctx) {
  const { db, actor } = ctx;
  const { user } = actor;
  const companyId = authorizeOrganisation(actor);
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
