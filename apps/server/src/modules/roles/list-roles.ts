import { Permission, pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import { assertCanAny } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { present } from "./present.ts";
import * as repo from "./repo.ts";

/** Whoever manages roles, invitations or users needs the list of roles. */
export async function listRoles(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { query } = input;
  const companyId = actingCompany(actor);
  assertCanAny(user, companyId, [
    Permission.ManageRolesAndPermissions,
    Permission.ManageInvitations,
    Permission.ManageCompanyUsers,
  ]);
  const { roles, total } = await repo.pageRolesOf(db, companyId, pageWindow(query));
  return { data: roles.map(present), meta: pageMeta(total, query) };
}
