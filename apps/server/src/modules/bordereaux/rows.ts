/**
 * What a bordereau reads: the agreement and the period as the reader sees
 * them (the agency its current version, the managing insurer the newest version published to
 * it), the syndicates of the period's sections, and the streamed rows: every bound transaction
 * (any type, from its stored premium lines) whose risk's product version is written under the
 * agreement, effective within the period and bound (in the agreement's time zone) in the range.
 */
import type { BordereauSection, BordereauSyndicate, PremiumBreakdown } from "@platform/domain";
import { TransactionStatus } from "@platform/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../platform/db/index.ts";
import {
  bindingAgreements,
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "../binding-agreements/tables.ts";
import { productVersions } from "../products/tables.ts";
import type { Row, StreamSource } from "../reports/index.ts";
import { riskCodes } from "../risk-codes/tables.ts";
import { riskPackages, risks, riskTransactions } from "../risks/tables.ts";
import { syndicates } from "../syndicates/tables.ts";
import { type BordereauColumn, cell } from "./lines.ts";

export type Role = "agency" | "insurer";

/** The version of each period the reader sees (SQL, for a join on `periods`). */
export function shownVersion(role: Role): SQL {
  return role === "agency"
    ? sql`coalesce(${periods.latestPublishedVersionNumber}, ${periods.latestVersionNumber})`
    : sql`(select max(v2.version_number) from ${versions} v2 where v2.period_id = ${periods.id} and v2.status = 'published' and v2.visibility = 'insurer')`;
}

/** The period (as the reader sees it) with its sections and their syndicates; null if unseen. */
export async function periodOf(db: DbOrTx, agreementId: number, periodId: number, role: Role) {
  const [row] = await db
    .select({ id: periods.id, version: versions })
    .from(periods)
    .innerJoin(
      versions,
      and(
        eq(versions.periodId, periods.id),
        sql`${versions.versionNumber} = ${shownVersion(role)}`,
      ),
    )
    .where(and(eq(periods.id, periodId), eq(periods.bindingAgreementId, agreementId)));
  if (!row) return null;
  const sections: BordereauSection[] = row.version.sections.map((s) => ({
    key: s.key,
    name: s.name,
    coverholderCommissionPercent: String(s.coverholderCommissionPercent ?? "0"),
    maximumPremiumLimit: s.maximumPremiumLimit ?? null,
    notifiablePremiumLimit: s.notifiablePremiumLimit ?? null,
    shares: s.quotaShareSyndicates.map((q) => ({
      syndicateId: q.syndicateId,
      sharePercent: String(q.sharePercent),
    })),
  }));
  const ids = [...new Set(sections.flatMap((s) => s.shares.map((q) => q.syndicateId)))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: syndicates.id, name: syndicates.name })
          .from(syndicates)
          .where(inArray(syndicates.id, ids))
          .orderBy(asc(syndicates.name), asc(syndicates.id));
  // The syndicate's own name, as the policy schedule prints it: one name per syndicate.
  const columns: BordereauSyndicate[] = found.map((s) => ({ id: s.id, label: s.name }));
  return {
    id: row.id,
    dateFrom: row.version.dateFrom,
    dateTo: row.version.dateTo,
    sections,
    syndicates: columns,
  };
}

/** The agreements the company writes under or manages, newest first, with their periods. */
export async function agreementsOf(db: DbOrTx, companyId: number, limit: number, offset: number) {
  const where = sql`(${bindingAgreements.companyId} = ${companyId} or ${bindingAgreements.managingInsurerCompanyId} = ${companyId})`;
  const [page, [total]] = await Promise.all([
    db
      .select()
      .from(bindingAgreements)
      .where(where)
      .orderBy(desc(bindingAgreements.validFrom), asc(bindingAgreements.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(bindingAgreements).where(where),
  ]);
  const ids = page.map((a) => a.id);
  const shown = page.length
    ? await db
        .select({
          agreementId: periods.bindingAgreementId,
          agencyId: periods.companyId,
          id: periods.id,
          dateFrom: versions.dateFrom,
          dateTo: versions.dateTo,
        })
        .from(periods)
        .innerJoin(
          versions,
          and(
            eq(versions.periodId, periods.id),
            sql`${versions.versionNumber} = case when ${periods.companyId} = ${companyId} then ${shownVersion("agency")} else ${shownVersion("insurer")} end`,
          ),
        )
        .where(inArray(periods.bindingAgreementId, ids))
        .orderBy(desc(versions.dateFrom))
    : [];
  return { page, shown, total: total?.count ?? 0 };
}

const t = riskTransactions;
const p = riskPackages;
const placement = sql`${productVersions.details} -> 'placement'`;

// The stored premium is a PremiumBreakdown: its lines are named by the type's own keys.
const premiumLine = (key: keyof PremiumBreakdown) =>
  sql<string>`${t.premium} ->> ${sql.raw(`'${key}'`)}`;
const premiumRate = (key: keyof PremiumBreakdown["rates"]) =>
  sql<string>`${t.premium} -> 'rates' ->> ${sql.raw(`'${key}'`)}`;

export interface RowFilter {
  agreementId: number;
  timezone: string;
  periodFrom: string;
  periodTo: string;
  dateFrom: string;
  dateTo: string;
}

/** The bordereau's columns, named as `BORDEREAU_COLUMNS` lists them and in its order. */
export function bordereauSelection(f: Pick<RowFilter, "timezone">) {
  const boundDate = sql`(${t.boundAt} at time zone ${f.timezone})::date`;
  return {
    id: t.id,
    sectionKey: sql<string>`${placement} ->> 'sectionKey'`,
    riskCode: riskCodes.code,
    certificate: sql<string>`coalesce(${p.policyNumber}, ${p.reference})`,
    insuredName: p.insuredName,
    state: p.insuredState,
    postcode: sql<string>`${p.insured} -> 'address' ->> 'postcode'`,
    country: sql<string>`${p.insured} -> 'address' ->> 'country'`,
    inception: sql<string>`${p.inceptionDate}::text`,
    expiry: sql<string>`${p.expiryDate}::text`,
    type: t.type,
    effective: sql<string>`${t.effectiveDate}::text`,
    boundDate: sql<string>`${boundDate}::text`,
    currency: sql<string>`${productVersions.details} ->> 'currency'`,
    classId: p.classId,
    product: sql<string>`${productVersions.details} ->> 'name'`,
    gross: premiumLine("grossPremium"),
    levy: premiumLine("emergencyServicesLevy"),
    gst: premiumLine("premiumGst"),
    duty: premiumLine("stampDuty"),
    gstRate: premiumRate("gst"),
    dutyRate: premiumRate("stampDuty"),
    levyRate: premiumRate("levy"),
    boundKey: sql<string>`${t.boundAt}::text`,
  } satisfies Record<BordereauColumn, unknown>;
}

function select(db: Db, f: RowFilter, after: Row | null, limit: number | null) {
  const boundDate = sql`(${t.boundAt} at time zone ${f.timezone})::date`;
  const query = db
    .select(bordereauSelection(f))
    .from(t)
    .innerJoin(p, eq(p.id, t.riskPackageId))
    .innerJoin(risks, eq(risks.id, t.riskId))
    .innerJoin(productVersions, eq(productVersions.id, risks.productVersionId))
    .leftJoin(riskCodes, sql`${riskCodes.id} = (${placement} ->> 'riskCodeId')::int`)
    .where(
      and(
        eq(t.status, TransactionStatus.Bound),
        sql`(${placement} ->> 'bindingAgreementId')::int = ${f.agreementId}`,
        sql`${t.effectiveDate} between ${f.periodFrom}::date and ${f.periodTo}::date`,
        sql`${boundDate} between ${f.dateFrom}::date and ${f.dateTo}::date`,
        sql`${t.premium} is not null`,
        after
          ? sql`(${t.boundAt}, ${t.id}) > (${String(cell(after, "boundKey"))}::timestamptz, ${Number(cell(after, "id"))})`
          : undefined,
      ),
    )
    .orderBy(asc(t.boundAt), asc(t.id));
  return limit === null ? query : query.limit(limit);
}

export function bordereauSource(db: Db, filter: RowFilter): StreamSource {
  const toQuery = (after: Row | null, limit: number | null) => {
    const q = select(db, filter, after, limit).toSQL();
    return { sql: q.sql, params: q.params };
  };
  return { all: () => toQuery(null, null), after: toQuery };
}
