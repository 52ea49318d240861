import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { userCompanyRoles } from "../companies/tables.ts";
import { notify } from "../notifications/index.ts";
import { findRole } from "../roles/index.ts";
import { authorizeCompanyUsers } from "./access.ts";
import { assertNotLastAdministrator, membership } from "./membership.ts";

export async function changeUserRole(ctx: Ctx, input: { userId: number; roleId: number }) {
  const { db, actor, outbox } = ctx;
  const { user } = actor;
  const { userId, roleId } = input;
  const companyId = authorizeCompanyUsers(actor);
  return inTransaction(db, async (tx, afterCommit) => {
    const current = await membership(tx, companyId, userId);
    const role = await findRole(tx, companyId, roleId);
    if (!role) throw invalid({ roleId: "Choose a role of this company" });
    if (current.role.id === role.id) return { id: userId, roleId };
    if (current.role.isSpecial) await assertNotLastAdministrator(tx, current.role.id);
    await tx
      .update(userCompanyRoles)
      .set({ roleId })
      .where(eq(userCompanyRoles.id, current.membership.id));
    await audit(
      tx,
      {
        action: "company_user.role_changed",
        userId: user.id,
        companyId,
        subjectType: "user",
        subjectId: userId,
        data: { from: current.role.id, to: roleId },
      },
      actor,
    );
    const company = await findCompany(tx, companyId);
    await notify(tx, afterCommit, outbox, {
      userId,
      companyId,
      type: "role.changed",
      message: `Your role at ${company!.name} is now "${role.name}".`,
      frontendUrl: "/account",
    });
    return { id: userId, roleId };
  });
}
