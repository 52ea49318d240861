/**
 * Bordereaux for the agency and the managing insurer of a binding agreement:
 * ExecuteCompanyReports in the acting company, and the agreement its own or managed by it
 * (anyone else gets 404). The live summary and the downloads read the same streamed lines, so
 * the page's control totals are the file's totals.
 */
import { bordereauMessages, type TBordereauQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { findVisibleAgreement } from "../binding-agreements/index.ts";
import { authorizeBordereaux } from "./access.ts";
import { bordereauSource, periodOf } from "./rows.ts";

export type BordereauContext = Awaited<ReturnType<typeof openBordereau>>;

/** The agreement, its period and range, and the source of its rows, for the acting company. */
export async function openBordereau(
  ctx: Ctx,
  input: { agreementId: number; query: TBordereauQuery },
) {
  const { database, actor } = ctx;
  const { agreementId, query } = input;
  const companyId = authorizeBordereaux(actor);
  const { row: agreement, role } = await findVisibleAgreement(database.db, companyId, agreementId);
  const period = await periodOf(database.db, agreementId, query.periodId, role);
  if (!period) throw invalid({ periodId: bordereauMessages.periodUnknown });
  const dateFrom = query.dateFrom ?? period.dateFrom;
  const dateTo = query.dateTo ?? period.dateTo;
  const source = bordereauSource(database.db, {
    agreementId,
    timezone: agreement.timezone,
    periodFrom: period.dateFrom,
    periodTo: period.dateTo,
    dateFrom,
    dateTo,
  });
  return { agreement, role, period, dateFrom, dateTo, source };
}
