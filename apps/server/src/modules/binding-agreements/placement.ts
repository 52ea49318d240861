/**
 * Where a product's risks are written (issue 12): the published period version of the binding
 * agreement covering a date, with the product's section and the authorised underwriters. The
 * risks module asks it for authority, section limits and the period version to attach on bind.
 */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import {
  bindingAgreementPeriods,
  bindingAgreementPeriodVersions,
  bindingAgreements,
  type StoredSection,
  type StoredUnderwriter,
} from "./tables.ts";

export interface Placement {
  bindingAgreementId: number;
  periodVersionId: number;
  section: StoredSection | null;
  authorisedUnderwriters: StoredUnderwriter[];
}

/**
 * The agency's (`companyId`) agreement period covering `date` (`YYYY-MM-DD`), as its latest
 * published version says; null when none covers it. One statement.
 */
export async function placementOn(
  db: DbOrTx,
  companyId: number,
  ref: { bindingAgreementId: number; sectionKey: string },
  date: string,
): Promise<Placement | null> {
  const [row] = await db
    .select({ version: bindingAgreementPeriodVersions })
    .from(bindingAgreementPeriods)
    .innerJoin(
      bindingAgreements,
      eq(bindingAgreements.id, bindingAgreementPeriods.bindingAgreementId),
    )
    .innerJoin(
      bindingAgreementPeriodVersions,
      and(
        eq(bindingAgreementPeriodVersions.periodId, bindingAgreementPeriods.id),
        eq(
          bindingAgreementPeriodVersions.versionNumber,
          bindingAgreementPeriods.latestPublishedVersionNumber,
        ),
      ),
    )
    .where(
      and(
        eq(bindingAgreements.companyId, companyId),
        eq(bindingAgreementPeriods.bindingAgreementId, ref.bindingAgreementId),
        isNull(bindingAgreementPeriods.archivedAt),
        lte(bindingAgreementPeriodVersions.dateFrom, date),
        gte(bindingAgreementPeriodVersions.dateTo, date),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    bindingAgreementId: ref.bindingAgreementId,
    periodVersionId: row.version.id,
    section: row.version.sections.find((s) => s.key === ref.sectionKey) ?? null,
    authorisedUnderwriters: row.version.authorisedUnderwriters,
  };
}
