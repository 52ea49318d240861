/**
 * The loss ratio of every period of a page of the agreements the acting company writes under or
 * carries: the page as the bordereaux list reads it, then one statement for the premium of all
 * its agreements and one for their claims; the earning is the domain's (daily pro rata).
 */
import {
  type EarningTerm,
  earningWindow,
  lossRatio,
  pageMeta,
  pageWindow,
  type TAgreementLossRatios,
  type TPageQuery,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { incurredByAgreementPeriod } from "../claims/index.ts";
import { todayIn } from "../rating/index.ts";
import { boundTermsOfAgreements } from "../risks/index.ts";
import { authorizeBordereaux } from "./access.ts";
import { agreementsOf } from "./rows.ts";

export async function listLossRatios(ctx: Ctx, input: { query: TPageQuery }) {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeBordereaux(actor);
  const { limit, offset } = pageWindow(query);
  const { page, shown, total } = await agreementsOf(db, companyId, limit, offset);
  const periods = shown.map((p) => ({
    bindingAgreementId: p.agreementId,
    periodId: p.id,
    dateFrom: p.dateFrom,
    dateTo: p.dateTo,
  }));
  const [terms, incurred] = await Promise.all([
    boundTermsOfAgreements(
      db,
      page.map((a) => a.id),
    ),
    incurredByAgreementPeriod(db, periods),
  ]);
  const termsOf = new Map<number, EarningTerm[]>();
  for (const term of terms) {
    const list = termsOf.get(term.bindingAgreementId) ?? [];
    list.push({ gross: term.grossPremium, from: term.effectiveDate, to: term.expiryDate });
    termsOf.set(term.bindingAgreementId, list);
  }
  const claimsOf = new Map(incurred.map((row) => [row.periodId, row]));
  const data: TAgreementLossRatios[] = page.map((a) => {
    const today = todayIn(a.timezone, actor.now());
    return {
      id: a.id,
      name: a.name,
      uniqueMarketReference: a.uniqueMarketReference,
      currency: a.currency,
      validFrom: a.validFrom,
      validTo: a.validTo,
      role: a.companyId === companyId ? "agency" : "insurer",
      periods: shown
        .filter((p) => p.agreementId === a.id)
        .map((p) => ({
          id: p.id,
          dateFrom: p.dateFrom,
          dateTo: p.dateTo,
          ...lossRatio(
            termsOf.get(a.id) ?? [],
            earningWindow(p, today),
            claimsOf.get(p.id) ?? { paid: "0", outstanding: "0" },
          ),
        })),
    };
  });
  return { data, meta: pageMeta(total, query) };
}
