import { Permission } from "@platform/domain";
import { eq } from "drizzle-orm";
import { assertCan } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { assertNotLastAdministrator, membership } from "./membership.ts";

export async function removeCompanyUser(ctx: Ctx, input: { userId: number }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { userId } = input;
  const companyId = actingCompany(actor);
  assertCan(user, companyId, Permission.ManageCompanyUsers);
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
