/**
 * Bound premium per binding-agreement section (for the managing insurer and the
 * agency; the bordereaux issue extends it): the gross premium of every bound transaction (NB, and
 * later ADJ, CAN, REN with their signed amounts) whose risk's pinned product version is written
 * under the agreement, totalled per period (by effective date) and section. One statement.
 */
import { TransactionStatus } from "@platform/domain";
import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { productVersions } from "../products/tables.ts";
import { riskPackages, risks, riskTransactions } from "./tables.ts";

export interface PeriodRange {
  periodId: number;
  dateFrom: string;
  dateTo: string;
}

export interface SectionUsage {
  periodId: number;
  sectionKey: string;
  /** Sum of the bound transactions' gross premium, two decimals. */
  grossPremium: string;
  transactions: number;
}

export async function boundPremiumBySection(
  db: DbOrTx,
  bindingAgreementId: number,
  periods: readonly PeriodRange[],
): Promise<SectionUsage[]> {
  if (periods.length === 0) return [];
  const t = riskTransactions;
  const periodOf: SQL = sql`case ${sql.join(
    periods.map(
      (p) =>
        sql`when ${t.effectiveDate} between ${p.dateFrom}::date and ${p.dateTo}::date then ${p.periodId}::int`,
    ),
    sql` `,
  )} end`;
  const sectionKey = sql<string>`${productVersions.details} -> 'placement' ->> 'sectionKey'`;
  const rows = await db
    .select({
      periodId: periodOf.mapWith(Number),
      sectionKey,
      grossPremium: sql<string>`coalesce(sum(${t.grossPremium}), 0)::numeric(14, 2)::text`,
      transactions: count(),
    })
    .from(t)
    .innerJoin(risks, eq(risks.id, t.riskId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .where(
      and(
        eq(t.status, TransactionStatus.Bound),
        sql`(${productVersions.details} -> 'placement' ->> 'bindingAgreementId')::int = ${bindingAgreementId}`,
        sql`${periodOf} is not null`,
      ),
    )
    // By position: the CASE carries parameters, so repeating it would not match the select list.
    .groupBy(sql`1`, sql`2`);
  return rows.map((row) => ({ ...row, periodId: Number(row.periodId) }));
}

/** Bound gross premium of the agreement's terms, summed per (effective date, expiry date). */
export interface AgreementTerm {
  bindingAgreementId: number;
  effectiveDate: string;
  expiryDate: string;
  grossPremium: string;
}

/**
 * The bound transactions of several agreements as terms to earn (loss ratios): each one's
 * signed gross premium runs from its effective date to its policy's expiry. Summed per agreement
 * and pair of dates, so the rows grow with the calendar, not the book. One statement.
 */
export async function boundTermsOfAgreements(
  db: DbOrTx,
  bindingAgreementIds: readonly number[],
): Promise<AgreementTerm[]> {
  if (bindingAgreementIds.length === 0) return [];
  const t = riskTransactions;
  const agreementId = sql<number>`(${productVersions.details} -> 'placement' ->> 'bindingAgreementId')::int`;
  const rows = await db
    .select({
      bindingAgreementId: agreementId.mapWith(Number),
      effectiveDate: sql<string>`${t.effectiveDate}::text`,
      expiryDate: sql<string>`${riskPackages.expiryDate}::text`,
      grossPremium: sql<string>`sum(${t.grossPremium})::numeric(14, 2)::text`,
    })
    .from(t)
    .innerJoin(risks, eq(risks.id, t.riskId))
    .innerJoin(riskPackages, eq(riskPackages.id, t.riskPackageId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .where(
      and(
        eq(t.status, TransactionStatus.Bound),
        sql`${t.grossPremium} is not null`,
        sql`${agreementId} in (${sql.join(
          bindingAgreementIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows;
}
