import { messages, type TRoleRequest } from "@platform/domain";
import { audit } from "../../platform/audit/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { invalid } from "../../platform/http/errors.ts";
import { roles } from "../companies/tables.ts";
import { authorizeRoles } from "./access.ts";
import { present } from "./present.ts";
import * as repo from "./repo.ts";
import { resolvePermissions, roleOrNotFound } from "./role-input.ts";

export async function createRole(ctx: Ctx, input: TRoleRequest) {
  const { db, actor } = ctx;
  const { user } = actor;
  const companyId = authorizeRoles(actor, "manage");
  return inTransaction(db, async (tx) => {
    if (await repo.findRoleByName(tx, companyId, input.name))
      throw invalid({ name: messages.nameInUse });
    const { chosen } = await resolvePermissions(tx, companyId, input.permissionIds);
    const [role] = await tx.insert(roles).values({ companyId, name: input.name }).returning();
    await repo.setRolePermissions(tx, role!.id, chosen);
    await audit(
      tx,
      {
        action: "role.created",
        userId: user.id,
        companyId,
        subjectType: "role",
        subjectId: role!.id,
        data: { ...input },
      },
      actor,
    );
    return present(await roleOrNotFound(tx, companyId, role!.id));
  });
}
