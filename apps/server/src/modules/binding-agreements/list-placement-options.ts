import { and, desc, eq } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { currentVersionOfPeriod } from "./placement.ts";
import {
  bindingAgreements,
  bindingAgreementPeriods as periods,
  bindingAgreementPeriodVersions as versions,
} from "./tables.ts";

/**
 * What a product of the company may be written under: each of its agreements with the sections
 * of its periods as they currently stand, and its risk codes are listed by the risk-codes module.
 * Two statements whatever the number of agreements (at most 200, newest validity first).
 */
export async function listPlacementOptions(ctx: Ctx) {
  const { db, actor } = ctx;
  const companyId = actingCompany(actor);
  assertMember(actor.user, companyId);
  const agreements = await db
    .select()
    .from(bindingAgreements)
    .where(eq(bindingAgreements.companyId, companyId))
    .orderBy(desc(bindingAgreements.validFrom), bindingAgreements.name)
    .limit(200);
  const rows =
    agreements.length === 0
      ? []
      : await db
          .select({
            agreementId: periods.bindingAgreementId,
            dateFrom: versions.dateFrom,
            dateTo: versions.dateTo,
            status: versions.status,
            sections: versions.sections,
          })
          .from(versions)
          .innerJoin(periods, eq(periods.id, versions.periodId))
          .where(and(eq(periods.companyId, companyId), currentVersionOfPeriod))
          .orderBy(desc(versions.dateFrom));
  return {
    data: agreements.map((agreement) => ({
      id: agreement.id,
      name: agreement.name,
      uniqueMarketReference: agreement.uniqueMarketReference,
      validFrom: agreement.validFrom,
      validTo: agreement.validTo,
      sections: rows
        .filter((row) => row.agreementId === agreement.id)
        .flatMap((row) =>
          row.sections.map((section) => ({
            key: section.key,
            name: section.name,
            insuranceClasses: section.insuranceClasses,
            periodFrom: row.dateFrom,
            periodTo: row.dateTo,
            published: row.status === "published",
          })),
        ),
    })),
  };
}
