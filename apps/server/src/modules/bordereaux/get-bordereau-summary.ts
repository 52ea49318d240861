import {
  BordereauTotals,
  Dec,
  type TBordereauQuery,
  type TBordereauSummary,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { bordereauRows, lineOf } from "./bordereau-stream.ts";
import { openBordereau } from "./open-bordereau.ts";

/** A period's live totals: control totals, sections against their limits, syndicates, months. */
export async function getBordereauSummary(
  ctx: Ctx,
  input: { agreementId: number; query: TBordereauQuery },
): Promise<TBordereauSummary> {
  const { database } = ctx;
  const bordereau = await openBordereau(ctx, input);
  const totals = new BordereauTotals(bordereau.period.syndicates.length);
  const toLine = lineOf(bordereau);
  for await (const rows of bordereauRows(database, bordereau))
    for (const row of rows) totals.add(toLine(row));
  return {
    agreement: {
      id: bordereau.agreement.id,
      name: bordereau.agreement.name,
      uniqueMarketReference: bordereau.agreement.uniqueMarketReference,
      currency: bordereau.agreement.currency,
      role: bordereau.role,
    },
    period: {
      id: bordereau.period.id,
      dateFrom: bordereau.period.dateFrom,
      dateTo: bordereau.period.dateTo,
    },
    dateFrom: bordereau.dateFrom,
    dateTo: bordereau.dateTo,
    control: totals.control(),
    sections: bordereau.period.sections.map((s) => {
      const figures = totals.section(s.key);
      const maximum = s.maximumPremiumLimit;
      return {
        key: s.key,
        name: s.name,
        maximumPremiumLimit: maximum,
        notifiablePremiumLimit: s.notifiablePremiumLimit,
        usedPercent:
          maximum && !new Dec(maximum).isZero()
            ? new Dec(figures.grossPremium).div(maximum).times(100).toFixed(1)
            : null,
        ...figures,
      };
    }),
    syndicates: bordereau.period.syndicates.map((s, i) => ({
      id: s.id,
      label: s.label,
      ...totals.syndicate(i),
    })),
    months: totals.monthsBetween(bordereau.dateFrom, bordereau.dateTo),
  };
}
