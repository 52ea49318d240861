import { messages, type TRoleRequest } from "@platform/domain";
import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { roles } from "../companies/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { authorizeRoles } from "./access.ts";
import { present } from "./present.ts";
import * as repo from "./repo.ts";
import { resolvePermissions, roleOrNotFound } from "./role-input.ts";

export async function updateRole(ctx: Ctx, input: TRoleRequest & { roleId: number }) {
  const { db, actor, outbox } = ctx;
  const { user } = actor;
  const { roleId, ...request } = input;
  const companyId = authorizeRoles(actor, "manage");
  return inTransaction(db, async (tx, afterCommit) => {
    const role = await roleOrNotFound(tx, companyId, roleId);
    if (await repo.findRoleByName(tx, companyId, request.name, roleId))
      throw invalid({ name: messages.nameInUse });
    const { offered, chosen } = await resolvePermissions(tx, companyId, request.permissionIds);
    // The administrator role always keeps every permission, so a company can't lock itself out.
    const permissions = role.isSpecial ? offered.map((p) => p.id) : chosen;
    await tx
      .update(roles)
      .set({ name: request.name, updatedAt: new Date() })
      .where(eq(roles.id, roleId));
    await repo.setRolePermissions(tx, roleId, permissions);
    await audit(
      tx,
      {
        action: "role.updated",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: roleId,
        data: { ...request },
      },
      actor,
    );
    const changed =
      role.permissionIds.join() !== [...permissions].sort((a, b) => a - b).join() ||
      role.name !== request.name;
    if (changed) {
      const members = (await repo.usersOfRole(tx, roleId)).filter((id) => id !== user.id);
      await notifyAll(tx, afterCommit, outbox, members, {
        companyId,
        type: "role.changed",
        message: `Your role "${request.name}" was changed.`,
        frontendUrl: "/account",
      });
    }
    return present(await roleOrNotFound(tx, companyId, roleId));
  });
}
