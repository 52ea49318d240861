/**
 * Product catalogue (SPEC §3 Product, Product package, Product code, Endorsement; §4 versioned
 * items; §5): request schemas shared by the API and the web forms, the version rules both
 * sides show and a field-by-field diff of two versions (answer shapes: product-views.ts).
 */
import { z } from "zod";
import {
  countries,
  currencies,
  InsuranceClass,
  type InsuranceClassId,
  ProductKind,
  productTimeZones,
  productTypes,
} from "../enums.ts";
import { messages } from "../messages.ts";
import { ZReferenceFormat } from "../reference-format.ts";
import { versionMessages } from "../versioning.ts";
import { zId, zIdOf, zIsoDate } from "./primitives.ts";

// The version rules live in `versioning.ts`; these names stay importable from here.
export {
  type VersionActions,
  type VersionState,
  type VersionStatus,
  versionActions,
  versionStatuses,
} from "../versioning.ts";

/** Wording of the catalogue's own rules (the spec's where it gives one). */
export const productMessages = {
  termDefaultBetween: "The default term length must be between the minimum and maximum",
  termMinAboveMax: "The minimum term length must not exceed the maximum",
  ...versionMessages,
  mainProductKind: "Choose a main product",
  addOnKind: "Add-ons must be add-on products",
  productUnpublished: "The product has no published version",
  underwriterOnly: "Only underwriting companies have products",
  brokersOnly: "Only broker companies use packages",
  notConnected: "Brokers add products only through their broker",
  packageNotAllowed: "This package is not available to your brokerage",
  clauseContentRequired: "Content is required",
  fileNotImage: "Choose an image uploaded by your company",
  unknownClass: "Choose a product class of your company",
  unknownClause: "Choose endorsements of your company",
  unknownBroker: "Choose brokers connected with your company",
} as const;

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

const integer = (min: number, max: number) =>
  z
    .number({ error: messages.required })
    .int(messages.required)
    .min(min, messages.min(min))
    .max(max, messages.max(max));

const uniqueIds = (max = 100) =>
  z
    .array(zId)
    .max(max, messages.maxSelected(max))
    .refine((ids) => new Set(ids).size === ids.length, messages.noDuplicates);

export const insuranceClassIds = Object.values(InsuranceClass) as InsuranceClassId[];
export const ZInsuranceClassId = z.literal([1, 2, 3, 4], { error: messages.required });

export const productKinds = [ProductKind.Main, ProductKind.AddOn] as const;
export type ProductKindId = (typeof productKinds)[number];
export const ZProductKind = z.literal([1, 2], { error: messages.required });

/** Public items appear on the company's portal products page; private ones only to brokers. */
export const catalogueVisibilities = ["private", "public"] as const;
export type CatalogueVisibility = (typeof catalogueVisibilities)[number];

/** When cover starts relative to binding (SPEC §3 bind timing). */
export const bindTimings = ["bindTime", "expiryTime", "declarationTime"] as const;
export type BindTiming = (typeof bindTimings)[number];

/** A calendar date `YYYY-MM-DD` (the shared primitive; the name older schemas import). */
export const ZIsoDate = zIsoDate;

export const ZProductCode = z.strictObject({
  code: requiredText("Code", 30).refine((value) => !/\s/.test(value), "Spaces are not allowed"),
  description: optionalText(255),
});
export type TProductCode = z.input<typeof ZProductCode>;

export const ZProductCodes = z
  .array(ZProductCode)
  .max(50, messages.maxSelected(50))
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((item, index) => {
      const key = item.code.toUpperCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", message: messages.noDuplicates, path: [index, "code"] });
      seen.add(key);
    });
  });

export const ZTermMonths = z
  .strictObject({
    default: integer(1, 60),
    min: integer(1, 60),
    max: integer(1, 60),
  })
  .superRefine((term, ctx) => {
    if (term.min > term.max)
      ctx.addIssue({ code: "custom", message: productMessages.termMinAboveMax, path: ["min"] });
    else if (term.default < term.min || term.default > term.max)
      ctx.addIssue({
        code: "custom",
        message: productMessages.termDefaultBetween,
        path: ["default"],
      });
  });

/** Everything of SPEC §3 Product that a version holds; a published version in use never changes. */
const ZMoneyAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, "Enter an amount with at most two decimals");

/** Product settings for adjustments and cancellations (see rating/change-premium.ts). */
export const ZPolicyChangeSettings = z.strictObject({
  fees: z.enum(["prorata", "flat"], { error: messages.required }).default("flat"),
  minimumEarnedPremium: ZMoneyAmount.nullable().default(null),
  shortRate: z
    .array(
      z.strictObject({
        upToDays: integer(1, 732),
        earnedPercent: z
          .number({ error: messages.required })
          .min(0, messages.min(0))
          .max(100, messages.max(100)),
      }),
    )
    .max(24)
    .refine(
      (rows) => rows.every((row, i) => i === 0 || row.upToDays > rows[i - 1]!.upToDays),
      "Rows must be in ascending days",
    )
    .default([]),
});
export type TPolicyChangeSettings = z.output<typeof ZPolicyChangeSettings>;

/** A product's policy change settings, defaults when it has none. */
export function policyChangeSettingsOf(details: {
  policyChanges?: TPolicyChangeSettings | null;
}): TPolicyChangeSettings {
  return details.policyChanges ?? { fees: "flat", minimumEarnedPremium: null, shortRate: [] };
}

export const ZProductDetails = z.strictObject({
  name: requiredText("Name", 150),
  description: optionalText(2000),
  insuranceClassId: ZInsuranceClassId.nullable(),
  productClassId: zId.nullable().default(null),
  productType: z.enum(productTypes, { error: messages.required }),
  kind: ZProductKind,
  targetCountry: z.enum(countries, { error: messages.required }),
  visibility: z.enum(catalogueVisibilities, { error: messages.required }),
  effectiveFrom: ZIsoDate,
  timeZone: z.enum(productTimeZones, { error: messages.invalidTimeZone }),
  currency: z.enum(currencies, { error: messages.required }),
  bindTiming: z.enum(bindTimings, { error: messages.required }),
  futureInceptionDayLimit: integer(0, 730),
  maxBackdateDays: integer(0, 100),
  termMonths: ZTermMonths,
  underwriting: z.strictObject({
    maxInceptionBackdateDays: integer(0, 100),
    maxBasePremiumDiscountPercent: z
      .number({ error: messages.required })
      .min(0, messages.min(0))
      .max(100, messages.max(100)),
  }),
  assignment: z.strictObject({
    autoAssignOnReferral: z.boolean(),
    hideAssignedUnderwriterFromBrokers: z.boolean(),
  }),
  /** Whether brokers see the rule messages of each outcome (SPEC §6). */
  ruleMessages: z.strictObject({
    decline: z.boolean(),
    endorsement: z.boolean(),
    refer: z.boolean(),
  }),
  codes: ZProductCodes,
  /** Endorsements offered on this product (their latest published version applies). */
  clauseIds: uniqueIds(),
  /**
   * The binding agreement section and risk code the product is written under:
   * authority, limits and syndicate shares of its risks come from there. Absent on versions
   * saved before it existed, so readers treat undefined as null.
   */
  placement: z
    .strictObject({
      bindingAgreementId: zIdOf(messages.required),
      sectionKey: z
        .string({ error: messages.labelRequired("Section") })
        .min(1, messages.labelRequired("Section"))
        .max(64),
      riskCodeId: zId.nullable().default(null),
    })
    .nullish(),
  /**
   * How changes to a bound policy are priced: fees pro-rated or flat, a minimum earned
   * premium kept on cancellation, a short-rate scale when the insured cancels. Absent on versions
   * saved before it existed: readers use `policyChangeSettingsOf`.
   */
  policyChanges: ZPolicyChangeSettings.nullish(),
});
export type TProductDetails = z.output<typeof ZProductDetails>;
export type TProductDetailsInput = z.input<typeof ZProductDetails>;

/** The short form of "new product"; the rest starts from sensible defaults and is saved later. */
export const ZCreateProductRequest = ZProductDetails.pick({
  name: true,
  insuranceClassId: true,
  productClassId: true,
  productType: true,
  kind: true,
  targetCountry: true,
});
export type TCreateProductRequest = z.input<typeof ZCreateProductRequest>;

/** Defaults of a new product's first version, by target country. */
export function defaultProductDetails(
  input: z.output<typeof ZCreateProductRequest>,
): TProductDetails {
  const nz = input.targetCountry === "NZ";
  return {
    ...input,
    description: null,
    visibility: "private",
    effectiveFrom: new Date().toISOString().slice(0, 10),
    timeZone: nz ? "Pacific/Auckland" : "Australia/Sydney",
    currency: nz ? "nzd" : "aud",
    bindTiming: "bindTime",
    futureInceptionDayLimit: 90,
    maxBackdateDays: 0,
    termMonths: { default: 12, min: 1, max: 18 },
    underwriting: { maxInceptionBackdateDays: 0, maxBasePremiumDiscountPercent: 0 },
    assignment: { autoAssignOnReferral: true, hideAssignedUnderwriterFromBrokers: false },
    ruleMessages: { decline: true, endorsement: true, refer: false },
    codes: [],
    clauseIds: [],
    placement: null,
  };
}

export const ZProductClassRequest = z.strictObject({
  name: requiredText("Name", 100),
  insuranceClassId: ZInsuranceClassId.nullable(),
});
export type TProductClassRequest = z.input<typeof ZProductClassRequest>;

export const packagePermissionModes = ["allowAllExcept", "denyAllExcept"] as const;
export type PackagePermissionMode = (typeof packagePermissionModes)[number];

export const ZProductPackageRequest = z.strictObject({
  name: requiredText("Name", 150),
  description: optionalText(2000),
  productType: z.enum(productTypes, { error: messages.required }),
  referenceFormat: ZReferenceFormat,
  targetCountry: z.enum(countries, { error: messages.required }),
  visibility: z.enum(catalogueVisibilities, { error: messages.required }),
  promotionalFileVersionId: zId.nullable().default(null),
  mainProductId: zIdOf(productMessages.mainProductKind),
  addOnProductIds: uniqueIds(20),
});
export type TProductPackageRequest = z.input<typeof ZProductPackageRequest>;

export const ZPackagePermissionsRequest = z.strictObject({
  mode: z.enum(packagePermissionModes, { error: messages.required }),
  brokerCompanyIds: uniqueIds(500),
});
export type TPackagePermissionsRequest = z.input<typeof ZPackagePermissionsRequest>;

/** Brokers see a package when the mode and the listed brokers allow it. */
export function brokerMayUsePackage(
  mode: PackagePermissionMode,
  listedBrokerIds: readonly number[],
  brokerCompanyId: number,
): boolean {
  const listed = listedBrokerIds.includes(brokerCompanyId);
  return mode === "allowAllExcept" ? !listed : listed;
}

export const ZClauseDetails = z.strictObject({
  name: requiredText("Name", 150),
  /** Rich text (HTML); the server stores it sanitised. */
  content: z
    .string({ error: productMessages.clauseContentRequired })
    .max(100_000, messages.maxLength(100_000))
    .refine(
      (html) =>
        html
          .replace(/<[^>]*>/g, "")
          .replace(/&nbsp;/g, " ")
          .trim().length > 0,
      productMessages.clauseContentRequired,
    ),
  insuranceClassIds: z
    .array(ZInsuranceClassId)
    .refine((ids) => new Set(ids).size === ids.length, messages.noDuplicates),
  productClassIds: uniqueIds(),
  visibility: z.enum(catalogueVisibilities, { error: messages.required }),
});
export type TClauseDetails = z.input<typeof ZClauseDetails>;

export interface VersionChange {
  /** Dotted path, e.g. `termMonths.default` or `codes`. */
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Field-by-field changes from `before` to `after`; arrays compare whole. */
export function diffVersions(before: unknown, after: unknown, prefix = ""): VersionChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      diffVersions(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  return [{ field: prefix, before: before ?? null, after: after ?? null }];
}
