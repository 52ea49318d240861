import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { assertClaimReader, claimScope } from "./access.ts";
import { seesClaimMoney } from "./audience.ts";
import { ledgerRows, toCsv } from "./ledger.ts";
import { marketToday } from "./policy.ts";

/**
 * The claims report of the acting company: every claim it sees, totals as at today (a loss run:
 * 403 to the insured, which never reads a claim's money).
 */
export async function claimsReportCsv(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  const side = assertClaimReader(ctx);
  if (!seesClaimMoney(side)) throw forbidden();
  return toCsv(await ledgerRows(db, claimScope(side, companyId), marketToday(actor)));
}
