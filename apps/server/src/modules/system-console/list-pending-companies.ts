import type { TPageMeta, TPageQuery, TPendingCompany } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { pendingCompaniesPage } from "../companies/index.ts";
import { toSeconds, userEmailsByIds } from "../users/index.ts";
import { assertSystemConsole } from "./access.ts";

export async function listPendingCompanies(
  ctx: Ctx,
  input: { query: TPageQuery },
): Promise<{ data: TPendingCompany[]; meta: TPageMeta }> {
  const { db, actor } = ctx;
  const { query } = input;
  assertSystemConsole(actor.user);
  const page = await pendingCompaniesPage(db, query);
  const registrants = await userEmailsByIds(
    db,
    page.data.map((row) => row.registrantId),
  );
  return {
    meta: page.meta,
    data: page.data.map((row) => ({
      id: row.id,
      name: row.name,
      handle: row.handle,
      refCompanyTypeId: row.refCompanyTypeId,
      registeredAt: toSeconds(row.createdAt),
      registrant: row.registrantId === null ? null : (registrants.get(row.registrantId) ?? null),
    })),
  };
}
