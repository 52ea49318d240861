import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import { type RiskCodeRow, riskCodePeriodSyndicates, riskCodePeriods } from "./tables.ts";

type PeriodRow = typeof riskCodePeriods.$inferSelect;
type ShareRow = {
  share: typeof riskCodePeriodSyndicates.$inferSelect;
  syndicateName: string;
  lloydsNumber: string | null;
};

/** Percentages leave as numbers (`37.5`), as they came in. */
const percent = (value: string) => Number(value);

export function presentRiskCodeSummary(row: RiskCodeRow, periods: PeriodRow[], today: string) {
  const current =
    periods.find((period) => period.dateFrom <= today && today <= period.dateTo) ?? null;
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    periodCount: periods.length,
    currentPeriod: current ? { dateFrom: current.dateFrom, dateTo: current.dateTo } : null,
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

export function presentRiskCode(row: RiskCodeRow, periods: PeriodRow[], shares: ShareRow[]) {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    periods: periods.map((period) => ({
      id: period.id,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      syndicates: shares
        .filter((row) => row.share.periodId === period.id)
        .map((row) => ({
          syndicateId: row.share.syndicateId,
          syndicateName: row.syndicateName,
          lloydsNumber: row.lloydsNumber,
          capacityProviderPercentage: percent(row.share.capacityProviderPercentage),
          grossPremiumCommissionPercentage: percent(row.share.grossPremiumCommissionPercentage),
        })),
    })),
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** A risk code with its periods and each period's syndicates, in three statements. */
export async function loadRiskCode(db: DbOrTx, row: RiskCodeRow) {
  const periods = await db
    .select()
    .from(riskCodePeriods)
    .where(eq(riskCodePeriods.riskCodeId, row.id))
    .orderBy(asc(riskCodePeriods.dateFrom));
  const shareRows = periods.length
    ? await db
        .select()
        .from(riskCodePeriodSyndicates)
        .where(
          inArray(
            riskCodePeriodSyndicates.periodId,
            periods.map((period) => period.id),
          ),
        )
        .orderBy(asc(riskCodePeriodSyndicates.position))
    : [];
  const names = await ownSyndicates(
    db,
    row.companyId,
    shareRows.map((share) => share.syndicateId),
  );
  const shares = shareRows.map((share) => ({
    share,
    syndicateName: names.get(share.syndicateId)?.name ?? "",
    lloydsNumber: names.get(share.syndicateId)?.lloydsNumber ?? null,
  }));
  return presentRiskCode(row, periods, shares);
}
