/**
 * The product catalogue API's answer shapes (products, versions, classes, endorsements,
 * packages): the server's route response schemas and the web app's types, from one source.
 */
import { z } from "zod";
import { countries, productTypes } from "../enums.ts";
import { versionStatuses } from "../versioning.ts";
import { ZPage } from "./paging.ts";
import {
  catalogueVisibilities,
  packagePermissionModes,
  ZClauseDetails,
  ZInsuranceClassId,
  ZProductDetails,
  ZProductKind,
} from "./product.ts";

const id = z.number().int();
/** Seconds since the epoch, as every timestamp in the API. */
const seconds = z.number();
const catalogueStatus = z.enum(["draft", "published", "archived"]);

export const ZVersionActions = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
  unpublish: z.boolean(),
  delete: z.boolean(),
});

/** What every version of a versioned item answers about its state. */
const versionState = {
  versionNumber: z.number().int(),
  status: z.enum(versionStatuses),
  savedAt: seconds.nullable(),
  publishedAt: seconds.nullable(),
  lockedAt: seconds.nullable(),
  usageCount: z.number().int(),
  createdAt: seconds,
  updatedAt: seconds,
  can: ZVersionActions,
};

export const ZProductVersionSummary = z.object({ id, productId: id, ...versionState });
export type TProductVersionSummary = z.infer<typeof ZProductVersionSummary>;

/**
 * A version's details as stored: every save was checked by ZProductDetails, so the answer reuses
 * its fields without the cross-field checks a request needs.
 */
const ZProductDetailsView = z.object(ZProductDetails.shape);

export const ZProductVersion = ZProductVersionSummary.extend({ details: ZProductDetailsView });
export type TProductVersion = z.infer<typeof ZProductVersion>;

export const ZProductSummary = z.object({
  id,
  companyId: id,
  name: z.string(),
  insuranceClassId: ZInsuranceClassId.nullable(),
  productClassId: id.nullable(),
  productType: z.enum(productTypes),
  kind: ZProductKind,
  targetCountry: z.enum(countries),
  visibility: z.enum(catalogueVisibilities),
  /** draft: nothing published yet; published: a live version exists; archived. */
  status: catalogueStatus,
  archivedAt: seconds.nullable(),
  latestVersionNumber: z.number().int(),
  latestPublishedVersionNumber: z.number().int().nullable(),
  updatedAt: seconds,
});
export type TProductSummary = z.infer<typeof ZProductSummary>;
export const ZProductPage = ZPage(ZProductSummary);

export const ZProduct = ZProductSummary.extend({
  versions: z.array(ZProductVersionSummary),
  /** The newest version (the one the detail screen edits). */
  currentVersion: ZProductVersion,
  /** design: the designer and the documents tabs (not for an insurer's read-only view). */
  can: z.object({ manage: z.boolean(), design: z.boolean() }),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZVersionChange = z.object({
  /** Dotted path, e.g. `termMonths.default` or `codes`. */
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const ZProductVersionDiff = z.object({
  versionNumber: z.number().int(),
  previousVersionNumber: z.number().int().nullable(),
  changes: z.array(ZVersionChange),
});
export type TProductVersionDiff = z.infer<typeof ZProductVersionDiff>;

export const ZProductClass = z.object({
  id,
  companyId: id,
  name: z.string(),
  insuranceClassId: ZInsuranceClassId.nullable(),
  productCount: z.number().int(),
});
export type TProductClass = z.infer<typeof ZProductClass>;

export const ZProductClassList = z.object({
  /** The spec's four insurance classes, always offered. */
  insuranceClasses: z.array(z.object({ id: ZInsuranceClassId, name: z.string() })),
  data: z.array(ZProductClass),
});
export type TProductClassList = z.infer<typeof ZProductClassList>;

export const ZPackageProductRef = z.object({
  id,
  name: z.string(),
  kind: ZProductKind,
  insuranceClassId: ZInsuranceClassId.nullable(),
  status: catalogueStatus,
  latestPublishedVersionNumber: z.number().int().nullable(),
});
export type TPackageProductRef = z.infer<typeof ZPackageProductRef>;

export const ZProductPackage = z.object({
  id,
  companyId: id,
  name: z.string(),
  description: z.string().nullable(),
  productType: z.enum(productTypes),
  referenceFormat: z.string(),
  targetCountry: z.enum(countries),
  visibility: z.enum(catalogueVisibilities),
  status: z.enum(versionStatuses),
  promotionalFileVersionId: id.nullable(),
  promotionalImageUrl: z.string().nullable(),
  mainProduct: ZPackageProductRef,
  /**
   * Today in the main product's time zone (its live version's), `YYYY-MM-DD`: the date a new
   * risk's inception defaults to. Null while the main product has no published version.
   */
  today: z.string().nullable(),
  addOns: z.array(ZPackageProductRef),
  permissions: z.object({
    mode: z.enum(packagePermissionModes),
    brokerCompanyIds: z.array(id),
  }),
  updatedAt: seconds,
});
export type TProductPackage = z.infer<typeof ZProductPackage>;
export const ZProductPackagePage = ZPage(ZProductPackage);

export const ZPackagePermissions = z.object({
  mode: z.enum(packagePermissionModes),
  brokerCompanyIds: z.array(id),
  /** Every broker connected with the underwriter, with whether it may use the package. */
  brokers: z.array(z.object({ id, name: z.string(), handle: z.string(), allowed: z.boolean() })),
});
export type TPackagePermissions = z.infer<typeof ZPackagePermissions>;

const ZOfferedProduct = z.object({
  id,
  name: z.string(),
  versionId: id,
  versionNumber: z.number().int(),
  insuranceClassId: ZInsuranceClassId.nullable(),
});

/** A package as a broker or the public sees it: only what is live. */
export const ZAvailablePackage = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  productType: z.enum(productTypes),
  targetCountry: z.enum(countries),
  promotionalImageUrl: z.string().nullable(),
  underwriter: z.object({ id, name: z.string(), handle: z.string() }),
  mainProduct: ZOfferedProduct,
  /** Today in the main product's time zone, `YYYY-MM-DD`: a new risk's default inception date. */
  today: z.string(),
  addOns: z.array(ZOfferedProduct),
});
export type TAvailablePackage = z.infer<typeof ZAvailablePackage>;

export const ZClauseVersionSummary = z.object({ id, clauseId: id, ...versionState });
export type TClauseVersionSummary = z.infer<typeof ZClauseVersionSummary>;

export const ZClauseVersion = ZClauseVersionSummary.extend({
  details: z.object(ZClauseDetails.shape),
});
export type TClauseVersion = z.infer<typeof ZClauseVersion>;

export const ZClause = z.object({
  id,
  companyId: id,
  name: z.string(),
  insuranceClassIds: z.array(ZInsuranceClassId),
  status: catalogueStatus,
  latestVersionNumber: z.number().int(),
  latestPublishedVersionNumber: z.number().int().nullable(),
  updatedAt: seconds,
  versions: z.array(ZClauseVersionSummary).optional(),
  currentVersion: ZClauseVersion.optional(),
  can: z.object({ manage: z.boolean() }).optional(),
});
export type TClause = z.infer<typeof ZClause>;
export const ZClausePage = ZPage(ZClause);
