import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeBordereaux } from "./access.ts";
import { agreementsOf } from "./rows.ts";

/** The binding agreements the acting company writes under or manages, with their periods. */
export async function listBordereauAgreements(ctx: Ctx, input: { query: TPageQuery }) {
  const { database, actor } = ctx;
  const { query } = input;
  const companyId = authorizeBordereaux(actor);
  const { limit, offset } = pageWindow(query);
  const { page: rows, shown, total } = await agreementsOf(database.db, companyId, limit, offset);
  return {
    data: rows.map((a) => ({
      id: a.id,
      name: a.name,
      uniqueMarketReference: a.uniqueMarketReference,
      currency: a.currency,
      validFrom: a.validFrom,
      validTo: a.validTo,
      role: a.companyId === companyId ? ("agency" as const) : ("insurer" as const),
      periods: shown
        .filter((p) => p.agreementId === a.id)
        .map((p) => ({ id: p.id, dateFrom: p.dateFrom, dateTo: p.dateTo })),
    })),
    meta: pageMeta(total, query),
  };
}
