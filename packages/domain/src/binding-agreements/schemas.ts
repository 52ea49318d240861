/**
 * Syndicates, risk codes and binding agreements (SPEC §2, §3, §5): request schemas shared by the
 * API and the web forms. Money is a decimal string with two decimals once parsed; percentages are
 * numbers with up to four decimals (e.g. 37.5).
 */
import { z } from "zod";
import { currencies, productTimeZones } from "../enums.ts";
import { messages } from "../messages.ts";
import { zId, zIdOf } from "../schemas/primitives.ts";
import { ZInsuranceClassId, ZIsoDate } from "../schemas/product.ts";
import { sharesTotal100 } from "./split.ts";

export const bindingAgreementMessages = {
  dateToBeforeFrom: "The end date must not be before the start date",
  periodsOverlap: "Periods must not overlap",
  maximumBelowMinimum: "The maximum must not be below the minimum",
  notifiableAboveMaximum: "The notifiable premium limit must not exceed the maximum premium limit",
  syndicateRequired: "Syndicate is required",
  underwriterRequired: "Underwriter is required",
  insurerRequired: "Managing insurance company is required",
  lloydsOrInsurer: "Enter a Lloyd's syndicate number or choose an insurer",
  noSpaces: "Spaces are not allowed",
  umrFormat: "Use capital letters and digits only, e.g. B0507ABC123",
  moneyFormat: "Enter an amount with at most two decimals",
  percentFormat: "Enter a percentage with at most four decimals",
  periodOutsideAgreement: "The period must be within the agreement's validity",
  syndicateNotOwn: "Choose one of your syndicates",
  underwriterNotMember: "Choose a user of your company",
  productNotInClasses: "Choose a product of one of the section's classes",
  placementAgreementNotOwn: "Choose one of your binding agreements",
  placementSectionUnknown: "Choose a section of the agreement's current period",
  placementClassNotCovered: "The section does not cover this product's insurance class",
  placementOutsideAgreement: "The effective date must be within the binding agreement's validity",
  placementRiskCodeNotOwn: "Choose one of your risk codes",
} as const;
const m = bindingAgreementMessages;

const requiredText = (label: string, max = 255) =>
  z
    .string({ error: messages.labelRequired(label) })
    .trim()
    .min(1, messages.labelRequired(label))
    .max(max, messages.maxLength(max));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const id = (message: string) => zIdOf(message);

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
/** A non-negative amount as a number or a decimal string; parsed to `"1234.50"`. */
export const ZMoney = z
  .union([z.number(), z.string().trim()], { error: messages.required })
  .transform((value) => (typeof value === "number" ? String(value) : value))
  .refine((value) => MONEY.test(value), m.moneyFormat)
  .transform((value) => {
    const [whole, cents = ""] = value.split(".");
    return `${whole}.${cents.padEnd(2, "0")}`;
  });
export const ZOptionalMoney = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  ZMoney.nullable(),
);

/** A percentage between `min` and 100, `message` when missing. */
export const ZPercent = (message: string = messages.required, min = 0) =>
  z
    .number({ error: message })
    .min(min, messages.min(min))
    .max(100, messages.max(100))
    .refine(
      (value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6,
      m.percentFormat,
    );

const datesInOrder = <T extends { dateFrom: string; dateTo: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.dateTo < value.dateFrom) {
    ctx.addIssue({ code: "custom", message: m.dateToBeforeFrom, path: ["dateTo"] });
  }
};

/** Shares (`percentKey` of each row) must add up to exactly 100; the message sits on the array. */
const sharesOf =
  <T extends Record<string, unknown>>(percentKey: keyof T & string) =>
  (rows: T[], ctx: z.RefinementCtx) => {
    const percents = rows.map((row) => row[percentKey]);
    if (percents.some((p) => typeof p !== "number")) return;
    if (rows.length > 0 && !sharesTotal100(percents as number[])) {
      ctx.addIssue({ code: "custom", message: messages.totalMustBe100 });
    }
    const seen = new Set<unknown>();
    rows.forEach((row, index) => {
      if (seen.has(row.syndicateId)) {
        ctx.addIssue({
          code: "custom",
          message: messages.noDuplicates,
          path: [index, "syndicateId"],
        });
      }
      seen.add(row.syndicateId);
    });
  };

// ---------------------------------------------------------------------------------------------
// Syndicates (ManageSyndicates)

export const ZSyndicate = z
  .strictObject({
    name: requiredText("Name"),
    /** Lloyd's syndicate number (e.g. 2623), when the capacity is a Lloyd's syndicate. */
    lloydsNumber: z
      .union([
        z
          .string()
          .trim()
          .regex(/^\d{1,5}$/, "Enter the syndicate number in digits"),
        z.literal(""),
        z.null(),
      ])
      .optional()
      .transform((value) => (value ? value : null)),
    /** The insurer company on the platform, when the capacity is a company insurer. */
    insurerCompanyId: zId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    managingAgent: optionalText(255),
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!value.lloydsNumber && !value.insurerCompanyId) {
      ctx.addIssue({ code: "custom", message: m.lloydsOrInsurer, path: ["lloydsNumber"] });
    }
  });
export type TSyndicateInput = z.input<typeof ZSyndicate>;
export type TSyndicate = z.output<typeof ZSyndicate>;

// ---------------------------------------------------------------------------------------------
// Risk codes

export const ZRiskCodeSyndicate = z.strictObject({
  syndicateId: id(m.syndicateRequired),
  capacityProviderPercentage: ZPercent(messages.capacityProviderPercentageRequired),
  grossPremiumCommissionPercentage: ZPercent(messages.grossPremiumCommissionPercentageRequired),
});

export const ZRiskCodePeriod = z
  .strictObject({
    dateFrom: ZIsoDate,
    dateTo: ZIsoDate,
    syndicates: z
      .array(ZRiskCodeSyndicate)
      .min(1, messages.labelRequired("A syndicate"))
      .max(50, messages.maxSelected(50))
      .superRefine(sharesOf("capacityProviderPercentage")),
  })
  .superRefine(datesInOrder);

export const ZRiskCode = z.strictObject({
  code: requiredText("Code", 30).refine((value) => !/\s/.test(value), m.noSpaces),
  description: optionalText(500),
  periods: z
    .array(ZRiskCodePeriod)
    .min(1, messages.labelRequired("A reinsurance period"))
    .max(50, messages.maxSelected(50))
    .superRefine((periods, ctx) => {
      const sorted = periods
        .map((period, index) => ({ ...period, index }))
        .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
      for (let i = 1; i < sorted.length; i++) {
        const previous = sorted[i - 1]!;
        const current = sorted[i]!;
        if (current.dateFrom <= previous.dateTo) {
          ctx.addIssue({
            code: "custom",
            message: m.periodsOverlap,
            path: [current.index, "dateFrom"],
          });
        }
      }
    }),
});
export type TRiskCodeInput = z.input<typeof ZRiskCode>;
export type TRiskCode = z.output<typeof ZRiskCode>;

// ---------------------------------------------------------------------------------------------
// Binding agreements (ManageBindingAgreements)

export const ZBindingAgreement = z
  .strictObject({
    name: requiredText("Name"),
    managingInsurerCompanyId: id(m.insurerRequired),
    currency: z.enum(currencies, { error: messages.labelRequired("Currency") }),
    timezone: z.enum(productTimeZones, { error: messages.labelRequired("Time zone") }),
    /** Lloyd's Unique Market Reference: "B", the broker's 4-digit number, then up to 12 characters. */
    uniqueMarketReference: requiredText("Unique market reference", 17)
      .transform((value) => value.toUpperCase())
      .refine((value) => /^[A-Z0-9]+$/.test(value), m.umrFormat),
    agreementNumber: requiredText("Agreement number", 50),
    validFrom: ZIsoDate,
    validTo: ZIsoDate,
  })
  .superRefine((value, ctx) => {
    if (value.validTo < value.validFrom) {
      ctx.addIssue({ code: "custom", message: m.dateToBeforeFrom, path: ["validTo"] });
    }
  });
export type TBindingAgreementInput = z.input<typeof ZBindingAgreement>;
export type TBindingAgreement = z.output<typeof ZBindingAgreement>;

export const ZQuotaShareSyndicate = z.strictObject({
  syndicateId: id(m.syndicateRequired),
  sharePercent: ZPercent(messages.labelRequired("Share"), 0),
});

export const ZAgreementSection = z
  .strictObject({
    /** The section's stable key, kept across versions (new sections get one when saved). */
    key: z.uuid().optional(),
    name: requiredText("Name"),
    insuranceClasses: z
      .array(ZInsuranceClassId)
      .min(1, messages.labelRequired("A class"))
      .refine((ids) => new Set(ids).size === ids.length, messages.noDuplicates),
    productIds: z
      .array(zId)
      .max(100, messages.maxSelected(100))
      .refine((ids) => new Set(ids).size === ids.length, messages.noDuplicates)
      .default([]),
    minimumLimit: ZOptionalMoney,
    maximumLimit: ZOptionalMoney,
    coverholderCommissionPercent: ZPercent(messages.labelRequired("Coverholder commission")),
    claimsHandlingAmount: ZOptionalMoney,
    reinsuranceBrokerageCommissionAmount: ZOptionalMoney,
    reinsuranceBrokerageIncurred: ZOptionalMoney,
    maximumPremiumLimit: ZOptionalMoney,
    notifiablePremiumLimit: ZOptionalMoney,
    exchangeCommissionPercent: ZPercent()
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    quotaShareSyndicates: z
      .array(ZQuotaShareSyndicate)
      .min(1, messages.labelRequired("A quota share syndicate"))
      .max(50, messages.maxSelected(50))
      .superRefine(sharesOf("sharePercent")),
  })
  .superRefine((value, ctx) => {
    if (
      value.minimumLimit &&
      value.maximumLimit &&
      Number(value.maximumLimit) < Number(value.minimumLimit)
    ) {
      ctx.addIssue({ code: "custom", message: m.maximumBelowMinimum, path: ["maximumLimit"] });
    }
    if (
      value.notifiablePremiumLimit &&
      value.maximumPremiumLimit &&
      Number(value.notifiablePremiumLimit) > Number(value.maximumPremiumLimit)
    ) {
      ctx.addIssue({
        code: "custom",
        message: m.notifiableAboveMaximum,
        path: ["notifiablePremiumLimit"],
      });
    }
  });
export type TAgreementSectionInput = z.input<typeof ZAgreementSection>;
export type TAgreementSection = z.output<typeof ZAgreementSection>;

export const ZAuthorisedUnderwriter = z.strictObject({
  userId: id(m.underwriterRequired),
  authorityLevel: z
    .number({ error: messages.labelRequired("Authority level") })
    .int(messages.required)
    .min(1, messages.min(1))
    .max(10, messages.max(10)),
  maximumBackdateDays: z
    .number({ error: messages.labelRequired("Maximum backdate days") })
    .int(messages.required)
    .min(1, messages.min(1))
    .max(100, messages.max(100)),
  maximumDiscountPercent: ZPercent(messages.labelRequired("Maximum discount percent")),
});
export type TAuthorisedUnderwriter = z.output<typeof ZAuthorisedUnderwriter>;

export const agreementPeriodVisibilities = ["private", "insurer"] as const;

/** The content of one binding-agreement period version (a versioned item, SPEC §4). */
export const ZAgreementPeriodContent = z
  .strictObject({
    dateFrom: ZIsoDate,
    dateTo: ZIsoDate,
    /** `private`: the agency only; `insurer`: also the managing insurer's users. */
    visibility: z.enum(agreementPeriodVisibilities).default("insurer"),
    sections: z.array(ZAgreementSection).max(50, messages.maxSelected(50)).default([]),
    authorisedUnderwriters: z
      .array(ZAuthorisedUnderwriter)
      .max(200, messages.maxSelected(200))
      .default([])
      .superRefine((rows, ctx) => {
        const seen = new Set<number>();
        rows.forEach((row, index) => {
          if (seen.has(row.userId)) {
            ctx.addIssue({
              code: "custom",
              message: messages.noDuplicates,
              path: [index, "userId"],
            });
          }
          seen.add(row.userId);
        });
      }),
  })
  .superRefine(datesInOrder);
export type TAgreementPeriodContentInput = z.input<typeof ZAgreementPeriodContent>;
export type TAgreementPeriodContent = z.output<typeof ZAgreementPeriodContent>;
