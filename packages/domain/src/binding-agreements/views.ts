/**
 * Answer shapes of the syndicates and binding-agreements routes (their zod `response` schemas,
 * and the web's types). Periods answer their content as `ZAgreementPeriodContent` stores it.
 */
import { z } from "zod";
import { ZPage } from "../schemas/paging.ts";
import { versionStatuses } from "../versioning.ts";
import { agreementPeriodVisibilities, ZAgreementPeriodContent } from "./schemas.ts";

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

/** A section's limits against the premium bound under it. */
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

/** A risk code in its list: how many reinsurance periods it has and the one in force today. */
export const ZRiskCodeSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  periodCount: z.number().int(),
  currentPeriod: z.object({ dateFrom: z.string(), dateTo: z.string() }).nullable(),
  updatedAt: z.number().int(),
});
export type TRiskCodeSummary = z.infer<typeof ZRiskCodeSummary>;
export const ZRiskCodePage = ZPage(ZRiskCodeSummary);

/** A risk code with its periods and each period's syndicate shares (percentages as numbers). */
export const ZRiskCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  periods: z.array(
    z.object({
      id: z.number().int(),
      dateFrom: z.string(),
      dateTo: z.string(),
      syndicates: z.array(
        z.object({
          syndicateId: z.number().int(),
          syndicateName: z.string(),
          lloydsNumber: z.string().nullable(),
          capacityProviderPercentage: z.number(),
          grossPremiumCommissionPercentage: z.number(),
        }),
      ),
    }),
  ),
  updatedAt: z.number().int(),
});
export type TRiskCodeView = z.infer<typeof ZRiskCodeView>;

const periodVersionState = {
  id: z.number().int(),
  periodId: z.number().int(),
  versionNumber: z.number().int(),
  status: z.enum(versionStatuses),
  savedAt: z.number().nullable(),
  publishedAt: z.number().nullable(),
  lockedAt: z.number().nullable(),
  usageCount: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
  can: z.object({
    edit: z.boolean(),
    publish: z.boolean(),
    unpublish: z.boolean(),
    delete: z.boolean(),
  }),
};

/** Names the content refers to, for readers who cannot list the agency's users and syndicates. */
export const ZContentNames = z.object({
  users: z.record(z.string(), z.string()),
  syndicates: z.record(z.string(), z.string()),
});

/** A period version with its content as stored (each section keeps its stable key). */
export const ZPeriodVersionView = z.object({
  ...periodVersionState,
  content: ZAgreementPeriodContent,
  names: ZContentNames.optional(),
});
export type TPeriodVersionView = z.infer<typeof ZPeriodVersionView>;

const periodRole = z.enum(["agency", "insurer"]);

export const ZPeriodRow = z.object({
  id: z.number().int(),
  bindingAgreementId: z.number().int(),
  role: periodRole,
  latestVersion: ZPeriodVersionView,
});
export const ZPeriodPage = ZPage(ZPeriodRow);

/** A period with its versions, newest first, and its newest (visible) version in full. */
export const ZPeriodDetail = z.object({
  id: z.number().int(),
  bindingAgreementId: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  visibility: z.enum(agreementPeriodVisibilities),
  latestVersionNumber: z.number().int(),
  latestPublishedVersionNumber: z.number().int().nullable(),
  updatedAt: z.number(),
  role: periodRole,
  versions: z.array(z.object(periodVersionState)),
  currentVersion: ZPeriodVersionView,
  can: z.object({ manage: z.boolean() }),
  names: ZContentNames.optional(),
});
export type TPeriodDetail = z.infer<typeof ZPeriodDetail>;
