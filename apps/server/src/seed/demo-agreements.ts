/**
 * Demo binding agreements: one for each demo underwriting agency, carried by the demo insurer,
 * with two Lloyd's syndicates, a risk code, and a published period (two sections, each shared by both
 * syndicates; the agency's users as authorised underwriters at different levels), and the agency's
 * products written under it.
 */

import { eq } from "drizzle-orm";
import { periodVersioning } from "../modules/binding-agreements/index.ts";
import { bindingAgreements } from "../modules/binding-agreements/tables.ts";
import { productVersions } from "../modules/products/tables.ts";
import {
  riskCodePeriodSyndicates,
  riskCodePeriods,
  riskCodes,
} from "../modules/risk-codes/tables.ts";
import { syndicates } from "../modules/syndicates/tables.ts";
import type { DbOrTx } from "../platform/db/index.ts";

export interface DemoAgreementInput {
  agencyId: number;
  insurerId: number;
  /** Short name used in the agreement's name, UMR and syndicates (`Coastal`). */
  label: string;
  umr: string;
  /** The agency's underwriters, most senior first: authority 8, 4, … (at least 1). */
  underwriterUserIds: number[];
  /** When the period counts as saved and published. */
  now: Date;
}

export async function seedDemoAgreement(tx: DbOrTx, input: DemoAgreementInput) {
  const year = input.now.getUTCFullYear();
  const validFrom = `${year}-01-01`;
  const validTo = `${year + 1}-12-31`;
  const [agreement] = await tx
    .insert(bindingAgreements)
    .values({
      companyId: input.agencyId,
      name: `${input.label} professional lines binder`,
      managingInsurerCompanyId: input.insurerId,
      currency: "aud",
      timezone: "Australia/Sydney",
      uniqueMarketReference: input.umr,
      agreementNumber: `${input.label.slice(0, 3).toUpperCase()}-${year}-01`,
      validFrom,
      validTo,
    })
    .returning();
  const [first, second] = await tx
    .insert(syndicates)
    .values([
      { companyId: input.agencyId, name: "Liberty 4472", lloydsNumber: "4472" },
      { companyId: input.agencyId, name: "QBE 1886", lloydsNumber: "1886" },
    ])
    .returning();
  const [code] = await tx
    .insert(riskCodes)
    .values({
      companyId: input.agencyId,
      code: "E7",
      description: "Errors and omissions liability",
    })
    .returning();
  const [codePeriod] = await tx
    .insert(riskCodePeriods)
    .values({ riskCodeId: code!.id, dateFrom: validFrom, dateTo: validTo })
    .returning();
  await tx.insert(riskCodePeriodSyndicates).values([
    {
      periodId: codePeriod!.id,
      syndicateId: first!.id,
      position: 0,
      capacityProviderPercentage: "60",
      grossPremiumCommissionPercentage: "25",
    },
    {
      periodId: codePeriod!.id,
      syndicateId: second!.id,
      position: 1,
      capacityProviderPercentage: "40",
      grossPremiumCommissionPercentage: "25",
    },
  ]);
  const section = (name: string, insuranceClasses: (1 | 2 | 3 | 4)[], firstShare: number) => ({
    key: crypto.randomUUID(),
    name,
    insuranceClasses,
    productIds: [],
    minimumLimit: "250000.00",
    maximumLimit: "10000000.00",
    coverholderCommissionPercent: 22.5,
    claimsHandlingAmount: null,
    reinsuranceBrokerageCommissionAmount: null,
    reinsuranceBrokerageIncurred: null,
    maximumPremiumLimit: "250000.00",
    notifiablePremiumLimit: "100000.00",
    exchangeCommissionPercent: null,
    quotaShareSyndicates: [
      { syndicateId: first!.id, sharePercent: firstShare },
      { syndicateId: second!.id, sharePercent: 100 - firstShare },
    ],
  });
  const piSection = section("Professional indemnity", [1], 60);
  const otherSection = section("Liability, motor and property", [2, 3, 4], 50);
  await periodVersioning.insert(
    tx,
    input.agencyId,
    {
      dateFrom: validFrom,
      dateTo: validTo,
      visibility: "insurer",
      sections: [piSection, otherSection],
      authorisedUnderwriters: input.underwriterUserIds.map((userId, index) => ({
        userId,
        authorityLevel: Math.max(1, 8 - index * 4),
        maximumBackdateDays: index === 0 ? 30 : 7,
        maximumDiscountPercent: index === 0 ? 15 : 5,
      })),
    },
    {
      userId: input.underwriterUserIds[0] ?? null,
      savedAt: input.now,
      publishedAt: input.now,
      headValues: { bindingAgreementId: agreement!.id },
    },
  );
  await placeDemoProducts(tx, input.agencyId, {
    bindingAgreementId: agreement!.id,
    riskCodeId: code!.id,
    sections: [piSection, otherSection],
  });
}

/**
 * The agency's products are written under the agreement: every version of a
 * product whose insurance class a section covers names that section and the risk code.
 */
async function placeDemoProducts(
  tx: DbOrTx,
  companyId: number,
  placement: {
    bindingAgreementId: number;
    riskCodeId: number;
    sections: { key: string; insuranceClasses: number[] }[];
  },
) {
  const rows = await tx
    .select({ id: productVersions.id, details: productVersions.details })
    .from(productVersions)
    .where(eq(productVersions.companyId, companyId));
  for (const row of rows) {
    const classId = row.details.insuranceClassId;
    const section = placement.sections.find(
      (s) => classId !== null && s.insuranceClasses.includes(classId),
    );
    if (!section) continue;
    await tx
      .update(productVersions)
      .set({
        details: {
          ...row.details,
          placement: {
            bindingAgreementId: placement.bindingAgreementId,
            sectionKey: section.key,
            riskCodeId: placement.riskCodeId,
          },
        },
      })
      .where(eq(productVersions.id, row.id));
  }
}
