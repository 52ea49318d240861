/**
 * Products under agreements: the binding-agreement section and risk code a
 * product version is written under. `placementErrors` checks a placement when a product version
 * is saved or published; `placementTerms` gives the risks the published terms of a placement on
 * a day (the section with its limits and shares, the authorised underwriters).
 *
 * A section is named by its key, which stays the same across the versions of one period; the
 * sections of another period have other keys, so a product is placed again for a new period.
 */
import { bindingAgreementMessages as m, type TProductDetails } from "@platform/domain";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { riskCodeOfCompany } from "../risk-codes/index.ts";
import {
  type BindingAgreementRow,
  bindingAgreements,
  bindingAgreementPeriods as periods,
  type StoredSection,
  type StoredUnderwriter,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

export type TPlacement = NonNullable<TProductDetails["placement"]>;

/** The newest published version of each period, or the newest version of a period never published. */
export const currentVersionOfPeriod = sql`${versions.versionNumber} = coalesce(${periods.latestPublishedVersionNumber}, ${periods.latestVersionNumber})`;

/** The sections of an agreement's periods as they currently stand (one statement). */
async function currentSections(db: DbOrTx, agreementId: number) {
  const rows = await db
    .select({ sections: versions.sections })
    .from(versions)
    .innerJoin(periods, eq(periods.id, versions.periodId))
    .where(and(eq(periods.bindingAgreementId, agreementId), currentVersionOfPeriod));
  return rows.flatMap((row) => row.sections);
}

/**
 * What is wrong with a product version's placement, as 422 field messages (empty when it is
 * fine or absent): the agreement must be the company's, the section one of its periods' current
 * sections covering the product's insurance class, the product's effective date inside the
 * agreement's validity, and the risk code the company's. Three statements at most.
 */
export async function placementErrors(
  db: DbOrTx,
  companyId: number,
  details: Pick<TProductDetails, "placement" | "insuranceClassId" | "effectiveFrom">,
): Promise<Record<string, string>> {
  const placement = details.placement;
  if (!placement) return {};
  const errors: Record<string, string> = {};
  const [agreement, sections, riskCode] = await Promise.all([
    db
      .select()
      .from(bindingAgreements)
      .where(
        and(
          eq(bindingAgreements.id, placement.bindingAgreementId),
          eq(bindingAgreements.companyId, companyId),
        ),
      )
      .then((rows) => rows[0]),
    currentSections(db, placement.bindingAgreementId),
    placement.riskCodeId === null
      ? Promise.resolve(null)
      : riskCodeOfCompany(db, companyId, placement.riskCodeId),
  ]);
  if (!agreement) {
    errors["placement.bindingAgreementId"] = m.placementAgreementNotOwn;
  } else {
    const section = sections.find((s) => s.key === placement.sectionKey);
    if (!section) errors["placement.sectionKey"] = m.placementSectionUnknown;
    else if (
      details.insuranceClassId === null ||
      !section.insuranceClasses.includes(details.insuranceClassId)
    )
      errors["placement.sectionKey"] = m.placementClassNotCovered;
    if (details.effectiveFrom < agreement.validFrom || details.effectiveFrom > agreement.validTo)
      errors.effectiveFrom = m.placementOutsideAgreement;
  }
  if (placement.riskCodeId !== null && !riskCode)
    errors["placement.riskCodeId"] = m.placementRiskCodeNotOwn;
  return errors;
}

export interface PlacementTerms {
  agreement: Pick<
    BindingAgreementRow,
    | "id"
    | "companyId"
    | "managingInsurerCompanyId"
    | "name"
    | "currency"
    | "timezone"
    | "uniqueMarketReference"
    | "agreementNumber"
    | "validFrom"
    | "validTo"
  >;
  /** The published period version the terms come from (a bound risk locks it). */
  periodVersionId: number;
  section: StoredSection;
  authorisedUnderwriters: StoredUnderwriter[];
}

/**
 * The published terms a placement stands for on `onDate` (`YYYY-MM-DD`): the agreement, the
 * newest published version of the period covering that day, the placement's section in it (its
 * limits and quota shares) and the period's authorised underwriters. Null when the agreement is
 * not valid that day, no published period covers it, or that period has no such section. One
 * statement.
 */
export async function placementTerms(
  db: DbOrTx,
  placement: Pick<TPlacement, "bindingAgreementId" | "sectionKey"> | null | undefined,
  onDate: string,
): Promise<PlacementTerms | null> {
  if (!placement) return null;
  const [row] = await db
    .select({ agreement: bindingAgreements, version: versions })
    .from(versions)
    .innerJoin(periods, eq(periods.id, versions.periodId))
    .innerJoin(bindingAgreements, eq(bindingAgreements.id, periods.bindingAgreementId))
    .where(
      and(
        eq(periods.bindingAgreementId, placement.bindingAgreementId),
        eq(versions.versionNumber, periods.latestPublishedVersionNumber),
        eq(versions.status, "published"),
        lte(versions.dateFrom, onDate),
        gte(versions.dateTo, onDate),
        lte(bindingAgreements.validFrom, onDate),
        gte(bindingAgreements.validTo, onDate),
      ),
    )
    .orderBy(desc(versions.dateFrom))
    .limit(1);
  if (!row) return null;
  const section = row.version.sections.find((s) => s.key === placement.sectionKey);
  if (!section) return null;
  const a = row.agreement;
  return {
    agreement: {
      id: a.id,
      companyId: a.companyId,
      managingInsurerCompanyId: a.managingInsurerCompanyId,
      name: a.name,
      currency: a.currency,
      timezone: a.timezone,
      uniqueMarketReference: a.uniqueMarketReference,
      agreementNumber: a.agreementNumber,
      validFrom: a.validFrom,
      validTo: a.validTo,
    },
    periodVersionId: row.version.id,
    section,
    authorisedUnderwriters: row.version.authorisedUnderwriters,
  };
}
