import type { TUser } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { findCompany } from "../companies/index.ts";
import { presentUser } from "./present.ts";

/**
 * The signed-in user as the session plugin loaded them (row and roles in one statement), so
 * `GET /api/user` costs no further statement, except a temporary user's creating company.
 */
export async function getSignedInUser(ctx: Ctx): Promise<TUser> {
  const { db, actor } = ctx;
  const { user } = actor;
  const creator =
    user.row.isTemporaryUser && user.row.createdByCompanyId
      ? await findCompany(db, user.row.createdByCompanyId)
      : null;
  return presentUser(user.row, user.roles, creator ? { id: creator.id, name: creator.name } : null);
}
