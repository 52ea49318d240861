/**
 * The bound premium against each section's limits: for every period of an
 * agreement, the sections of the latest published version the reader sees, each with the gross
 * premium bound under it so far and how much of its maximum premium limit that uses. The agency
 * and the managing insurer read it; anyone else gets 404. Three statements whatever the size.
 */
import {
  Dec,
  type TAgreementSection,
  type TPeriodUsage,
  type TSectionUsage,
} from "@platform/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { boundPremiumBySection } from "../risks/index.ts";
import { findVisibleAgreement } from "./agreements.ts";
import {
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

export async function agreementUsage(
  ctx: Ctx,
  input: { agreementId: number },
): Promise<{ data: TPeriodUsage[] }> {
  const { db, actor } = ctx;
  const { agreementId } = input;
  const companyId = actor.actingCompanyId ?? 0;
  assertMember(actor.user, companyId);
  const { role } = await findVisibleAgreement(db, companyId, agreementId);
  const shown: SQL =
    role === "agency"
      ? sql`${periods.latestPublishedVersionNumber}`
      : sql`(select max(v2.version_number) from ${versions} v2 where v2.period_id = ${periods.id} and v2.status = 'published' and v2.visibility = 'insurer')`;
  const rows = await db
    .select({ periodId: periods.id, version: versions })
    .from(periods)
    .innerJoin(
      versions,
      and(eq(versions.periodId, periods.id), sql`${versions.versionNumber} = ${shown}`),
    )
    .where(and(eq(periods.bindingAgreementId, agreementId), eq(versions.status, "published")))
    .orderBy(desc(versions.dateFrom));
  const usage = await boundPremiumBySection(
    db,
    agreementId,
    rows.map((row) => ({
      periodId: row.periodId,
      dateFrom: row.version.dateFrom,
      dateTo: row.version.dateTo,
    })),
  );
  const usedBy = new Map(usage.map((u) => [`${u.periodId}:${u.sectionKey}`, u]));
  return {
    data: rows.map((row) => ({
      periodId: row.periodId,
      periodVersionId: row.version.id,
      dateFrom: row.version.dateFrom,
      dateTo: row.version.dateTo,
      sections: row.version.sections.map((section) =>
        sectionUsage(section, usedBy.get(`${row.periodId}:${section.key}`)),
      ),
    })),
  };
}

function sectionUsage(
  section: TAgreementSection & { key: string },
  used: { grossPremium: string; transactions: number } | undefined,
): TSectionUsage {
  const bound = used?.grossPremium ?? "0.00";
  const maximum = section.maximumPremiumLimit ?? null;
  return {
    key: section.key,
    name: section.name,
    maximumPremiumLimit: maximum,
    notifiablePremiumLimit: section.notifiablePremiumLimit ?? null,
    boundGrossPremium: bound,
    boundTransactions: used?.transactions ?? 0,
    usedPercent:
      maximum && !new Dec(maximum).isZero()
        ? new Dec(bound).div(maximum).times(100).toDecimalPlaces(1).toFixed(1)
        : null,
  };
}
