/**
 * What a period's content must satisfy beyond its schema (422 with field paths): dates inside the
 * agreement's validity and clear of the agreement's other periods, the agency's own syndicates,
 * users and products (of the section's classes). A bounded number of statements.
 */
import { bindingAgreementMessages as m, type TAgreementPeriodContent } from "@platform/domain";
import { and, eq, gte, lte, ne } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { memberUserIds } from "../companies/index.ts";
import { productClassesOf } from "../products/index.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import type { BindingAgreementRow, PeriodContent } from "./tables.ts";
import { bindingAgreementPeriods, type StoredSection } from "./tables.ts";

export async function checkPeriodContent(
  tx: DbOrTx,
  agreement: BindingAgreementRow,
  input: TAgreementPeriodContent,
  exceptPeriodId?: number,
) {
  const errors: Record<string, string> = {};
  const agencyId = agreement.companyId;
  if (input.dateFrom < agreement.validFrom || input.dateFrom > agreement.validTo)
    errors.dateFrom = m.periodOutsideAgreement;
  if (input.dateTo > agreement.validTo || input.dateTo < agreement.validFrom)
    errors.dateTo = m.periodOutsideAgreement;

  const [overlapping] = await tx
    .select({ id: bindingAgreementPeriods.id })
    .from(bindingAgreementPeriods)
    .where(
      and(
        eq(bindingAgreementPeriods.bindingAgreementId, agreement.id),
        lte(bindingAgreementPeriods.dateFrom, input.dateTo),
        gte(bindingAgreementPeriods.dateTo, input.dateFrom),
        exceptPeriodId === undefined ? undefined : ne(bindingAgreementPeriods.id, exceptPeriodId),
      ),
    )
    .limit(1);
  if (overlapping) errors.dateFrom ??= m.periodsOverlap;

  const [syndicates, members, productClasses] = await Promise.all([
    ownSyndicates(
      tx,
      agencyId,
      input.sections.flatMap((s) => s.quotaShareSyndicates.map((q) => q.syndicateId)),
    ),
    input.authorisedUnderwriters.length > 0 ? memberUserIds(tx, agencyId) : Promise.resolve([]),
    productClassesOf(
      tx,
      agencyId,
      input.sections.flatMap((s) => s.productIds),
    ),
  ]);
  input.sections.forEach((section, i) => {
    section.quotaShareSyndicates.forEach((share, j) => {
      if (!syndicates.has(share.syndicateId))
        errors[`sections.${i}.quotaShareSyndicates.${j}.syndicateId`] = m.syndicateNotOwn;
    });
    section.productIds.forEach((productId, j) => {
      const classId = productClasses.get(productId);
      if (
        classId === undefined ||
        classId === null ||
        !section.insuranceClasses.includes(classId as never)
      )
        errors[`sections.${i}.productIds.${j}`] = m.productNotInClasses;
    });
  });
  const memberSet = new Set(members);
  input.authorisedUnderwriters.forEach((row, i) => {
    if (!memberSet.has(row.userId))
      errors[`authorisedUnderwriters.${i}.userId`] = m.underwriterNotMember;
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * The content to store: each section keeps the key it was given when that key is one of the
 * period's (so totals by section carry across versions); any other section gets a new key.
 */
export function withSectionKeys(
  input: TAgreementPeriodContent,
  knownKeys: ReadonlySet<string>,
): PeriodContent {
  const used = new Set<string>();
  const sections: StoredSection[] = input.sections.map((section) => {
    const key =
      section.key && knownKeys.has(section.key) && !used.has(section.key)
        ? section.key
        : crypto.randomUUID();
    used.add(key);
    return { ...section, key };
  });
  return { ...input, sections };
}
