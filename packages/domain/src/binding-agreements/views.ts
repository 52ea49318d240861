/**
 * Answer shapes of the syndicates and binding-agreements routes (their zod `response` schemas,
 * and the web's types). Periods answer their content as `ZAgreementPeriodContent` stores it.
 */
import { z } from "zod";
import { ZPage } from "../schemas/paging.ts";

export const ZSyndicateView = z.object({
  id: z.number().int(),
  name: z.string(),
  lloydsNumber: z.string().nullable(),
  insurerCompanyId: z.number().int().nullable(),
  insurerName: z.string().nullable(),
  managingAgent: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.number().int(),
});
export type TSyndicateView = z.infer<typeof ZSyndicateView>;
export const ZSyndicatePage = ZPage(ZSyndicateView);

export const ZBindingAgreementView = z.object({
  id: z.number().int(),
  name: z.string(),
  agencyCompanyId: z.number().int(),
  agencyName: z.string(),
  managingInsurerCompanyId: z.number().int(),
  managingInsurerName: z.string(),
  currency: z.string(),
  timezone: z.string(),
  uniqueMarketReference: z.string(),
  agreementNumber: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** How the reading company stands to the agreement: the agency writes, the insurer carries. */
  role: z.enum(["agency", "insurer"]),
  can: z.object({ manage: z.boolean() }),
  updatedAt: z.number().int(),
});
export type TBindingAgreementView = z.infer<typeof ZBindingAgreementView>;
export const ZBindingAgreementPage = ZPage(ZBindingAgreementView);

/** What a company's products may be written under: its agreements with their current sections. */
export const ZPlacementOptions = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      uniqueMarketReference: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      sections: z.array(
        z.object({
          key: z.string(),
          name: z.string(),
          insuranceClasses: z.array(z.number().int()),
          periodFrom: z.string(),
          periodTo: z.string(),
          published: z.boolean(),
        }),
      ),
    }),
  ),
});
export type TPlacementOptions = z.infer<typeof ZPlacementOptions>;

/** A section's limits against the premium bound under it (issue 11 part 6). */
export const ZSectionUsage = z.object({
  key: z.string(),
  name: z.string(),
  maximumPremiumLimit: z.string().nullable(),
  notifiablePremiumLimit: z.string().nullable(),
  boundGrossPremium: z.string(),
  boundTransactions: z.number().int(),
  /** Bound gross premium as a percentage of the maximum premium limit (one decimal), or null. */
  usedPercent: z.string().nullable(),
});
export type TSectionUsage = z.infer<typeof ZSectionUsage>;

export const ZPeriodUsage = z.object({
  periodId: z.number().int(),
  periodVersionId: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  sections: z.array(ZSectionUsage),
});
export type TPeriodUsage = z.infer<typeof ZPeriodUsage>;
export const ZAgreementUsage = z.object({ data: z.array(ZPeriodUsage) });
