import { messages } from "@platform/domain";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { roles, userCompanyRoles } from "../companies/tables.ts";

export async function membership(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ membership: userCompanyRoles, role: roles })
    .from(userCompanyRoles)
    .innerJoin(roles, eq(roles.id, userCompanyRoles.roleId))
    .where(and(eq(userCompanyRoles.companyId, companyId), eq(userCompanyRoles.userId, userId)));
  if (!row) throw notFound(messages.noUser);
  return row;
}

/** A company always keeps at least one administrator. */
export async function assertNotLastAdministrator(db: DbOrTx, roleId: number) {
  const admins = await db
    .select()
    .from(userCompanyRoles)
    .where(eq(userCompanyRoles.roleId, roleId));
  if (admins.length <= 1) throw invalid({ roleId: "A company needs at least one administrator" });
}
