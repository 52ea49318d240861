import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeRoles } from "./access.ts";
import { present } from "./present.ts";
import * as repo from "./repo.ts";

/** Whoever manages roles, invitations or users needs the list of roles. */
export async function listRoles(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeRoles(actor, "read");
  const { roles, total } = await repo.pageRolesOf(db, companyId, pageWindow(query));
  return { data: roles.map(present), meta: pageMeta(total, query) };
}
