/**
 * What the claims under binding agreements cost per period (loss ratios): paid and outstanding
 * summed over the claims whose date of loss falls in the period. One statement for any number
 * of periods.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { claimMovements, claims } from "./tables.ts";

export interface AgreementPeriodRange {
  bindingAgreementId: number;
  periodId: number;
  dateFrom: string;
  dateTo: string;
}

export interface PeriodIncurred {
  periodId: number;
  paid: string;
  outstanding: string;
}

export async function incurredByAgreementPeriod(
  db: DbOrTx,
  periods: readonly AgreementPeriodRange[],
): Promise<PeriodIncurred[]> {
  if (periods.length === 0) return [];
  const periodOf: SQL = sql`case ${sql.join(
    periods.map(
      (p) =>
        sql`when ${claims.bindingAgreementId} = ${p.bindingAgreementId}::int and ${claims.dateOfLoss} between ${p.dateFrom}::date and ${p.dateTo}::date then ${p.periodId}::int`,
    ),
    sql` `,
  )} end`;
  const rows = await db
    .select({
      periodId: periodOf.mapWith(Number),
      paid: sql<string>`coalesce(sum(${claimMovements.paidChange}), 0)::numeric(14, 2)::text`,
      outstanding: sql<string>`coalesce(sum(${claimMovements.outstandingChange}), 0)::numeric(14, 2)::text`,
    })
    .from(claims)
    .innerJoin(claimMovements, eq(claimMovements.claimId, claims.id))
    .where(
      and(
        eq(claims.kind, "claim"),
        inArray(claims.bindingAgreementId, [...new Set(periods.map((p) => p.bindingAgreementId))]),
        sql`${periodOf} is not null`,
      ),
    )
    // By position: the CASE carries parameters, so repeating it would not match the select list.
    .groupBy(sql`1`);
  return rows.map((row) => ({ ...row, periodId: Number(row.periodId) }));
}
