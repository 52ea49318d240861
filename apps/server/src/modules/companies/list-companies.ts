import { isSystemUser, pageMeta, type TPageQuery } from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { presentCompanyFor } from "./present.ts";
import * as repo from "./repo.ts";

const canSeeAll = (user: AuthUser) => isSystemUser(user);

/** A page of the companies the user belongs to (all of them for the system company). */
export async function listCompanies(
  ctx: Ctx,
  input: { filters: repo.CompanyFilters; query: TPageQuery },
) {
  const { db, actor } = ctx;
  const { user } = actor;
  const { filters, query } = input;
  const ids = canSeeAll(user) ? undefined : user.roles.map((role) => role.companyId);
  const { rows, total } = await repo.pageCompanies(db, { ...filters, ids }, query);
  return { data: rows.map((row) => presentCompanyFor(user, row)), meta: pageMeta(total, query) };
}
