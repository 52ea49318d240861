import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { authorizeCompanyUsers } from "./access.ts";
import { assertNotLastAdministrator, membership } from "./membership.ts";

export async function removeCompanyUser(ctx: Ctx, input: { userId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { userId } = input;
  const companyId = authorizeCompanyUsers(actor);
  await inTransaction(db, async (tx) => {
    const current = await membership(tx, companyId, userId);
    if (current.role.isSpecial) await assertNotLastAdministrator(tx, current.role.id);
    await tx.delete(userCompanyRoles).where(eq(userCompanyRoles.id, current.membership.id));
    await audit(
      tx,
      {
        action: "company_user.removed",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: userId,
      },
      actor,
    );
  });
}
