import { eq } from "drizzle-orm";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { roles } from "../companies/tables.ts";
import { notifyAll } from "../notifications/index.ts";
import { authorizeRoles } from "./access.ts";
import * as repo from "./repo.ts";

/** Deleting a role moves its users to the role with the fewest permissions (SPEC §6). */
export async function deleteRole(ctx: Ctx, input: { roleId: number }) {
  const { db, actor, outbox } = ctx;
  const { user } = actor;
  const { roleId } = input;
  const companyId = authorizeRoles(actor, "manage");
  return inTransaction(db, async (tx, afterCommit) => {
    const all = await repo.listRolesOf(tx, companyId);
    const role = all.find((row) => row.id === roleId);
    if (!role) throw notFound("Role not found");
    if (role.isSpecial) throw invalid({ role: "The administrator role cannot be deleted" });
    const fallback = all
      .filter((row) => row.id !== roleId)
      .sort((a, b) => a.permissionIds.length - b.permissionIds.length || a.id - b.id)[0]!;
    const moved = await repo.usersOfRole(tx, roleId);
    await repo.moveRoleUsers(tx, roleId, fallback.id);
    await tx.delete(roles).where(eq(roles.id, roleId));
    await audit(
      tx,
      {
        action: "role.deleted",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: roleId,
        data: { name: role.name, movedTo: fallback.id, users: moved },
      },
      actor,
    );
    await notifyAll(tx, afterCommit, outbox, moved, {
      companyId,
      type: "role.changed",
      message: `Your role "${role.name}" was removed; you now hold "${fallback.name}".`,
      frontendUrl: "/account",
    });
    return { movedTo: fallback.id, movedUsers: moved.length };
  });
}
