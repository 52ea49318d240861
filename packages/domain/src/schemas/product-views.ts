/**
 * The product catalogue API's answer shapes (products, versions, classes, endorsements,
 * packages), as the web app reads them.
 */
import type { z } from "zod";
import type { countries, InsuranceClassId, productTypes } from "../enums.ts";
import type { VersionActions, VersionStatus } from "../versioning.ts";
import type {
  CatalogueVisibility,
  PackagePermissionMode,
  ProductKindId,
  TProductDetails,
  VersionChange,
  ZClauseDetails,
} from "./product.ts";

export interface TProductVersionSummary {
  id: number;
  productId: number;
  versionNumber: number;
  status: VersionStatus;
  savedAt: number | null;
  publishedAt: number | null;
  lockedAt: number | null;
  usageCount: number;
  createdAt: number;
  updatedAt: number;
  can: VersionActions;
}

export interface TProductVersion extends TProductVersionSummary {
  details: TProductDetails;
}

export interface TProductSummary {
  id: number;
  companyId: number;
  name: string;
  insuranceClassId: InsuranceClassId | null;
  productClassId: number | null;
  productType: (typeof productTypes)[number];
  kind: ProductKindId;
  targetCountry: (typeof countries)[number];
  visibility: CatalogueVisibility;
  /** draft: nothing published yet; published: a live version exists; archived. */
  status: "draft" | "published" | "archived";
  archivedAt: number | null;
  latestVersionNumber: number;
  latestPublishedVersionNumber: number | null;
  updatedAt: number;
}

export interface TProduct extends TProductSummary {
  versions: TProductVersionSummary[];
  /** The newest version (the one the detail screen edits). */
  currentVersion: TProductVersion;
  can: { manage: boolean };
}

export interface TProductVersionDiff {
  versionNumber: number;
  previousVersionNumber: number | null;
  changes: VersionChange[];
}

export interface TProductClass {
  id: number;
  companyId: number;
  name: string;
  insuranceClassId: InsuranceClassId | null;
  productCount: number;
}

export interface TProductClassList {
  /** The spec's four insurance classes, always offered. */
  insuranceClasses: { id: InsuranceClassId; name: string }[];
  data: TProductClass[];
}

export interface TPackageProductRef {
  id: number;
  name: string;
  kind: ProductKindId;
  insuranceClassId: InsuranceClassId | null;
  status: TProductSummary["status"];
  latestPublishedVersionNumber: number | null;
}

export interface TProductPackage {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  productType: (typeof productTypes)[number];
  referenceFormat: string;
  targetCountry: (typeof countries)[number];
  visibility: CatalogueVisibility;
  status: VersionStatus;
  promotionalFileVersionId: number | null;
  promotionalImageUrl: string | null;
  mainProduct: TPackageProductRef;
  addOns: TPackageProductRef[];
  permissions: { mode: PackagePermissionMode; brokerCompanyIds: number[] };
  updatedAt: number;
}

export interface TPackagePermissions {
  mode: PackagePermissionMode;
  brokerCompanyIds: number[];
  /** Every broker connected with the underwriter, with whether it may use the package. */
  brokers: { id: number; name: string; handle: string; allowed: boolean }[];
}

/** A package as a broker or the public sees it: only what is live. */
export interface TAvailablePackage {
  id: number;
  name: string;
  description: string | null;
  productType: (typeof productTypes)[number];
  targetCountry: (typeof countries)[number];
  promotionalImageUrl: string | null;
  underwriter: { id: number; name: string; handle: string };
  mainProduct: {
    id: number;
    name: string;
    versionId: number;
    versionNumber: number;
    insuranceClassId: InsuranceClassId | null;
  };
  addOns: {
    id: number;
    name: string;
    versionId: number;
    versionNumber: number;
    insuranceClassId: InsuranceClassId | null;
  }[];
}

export interface TClauseVersionSummary {
  id: number;
  clauseId: number;
  versionNumber: number;
  status: VersionStatus;
  savedAt: number | null;
  publishedAt: number | null;
  lockedAt: number | null;
  usageCount: number;
  createdAt: number;
  updatedAt: number;
  can: VersionActions;
}

export interface TClauseVersion extends TClauseVersionSummary {
  details: z.output<typeof ZClauseDetails>;
}

export interface TClause {
  id: number;
  companyId: number;
  name: string;
  insuranceClassIds: InsuranceClassId[];
  status: "draft" | "published" | "archived";
  latestVersionNumber: number;
  latestPublishedVersionNumber: number | null;
  updatedAt: number;
  versions?: TClauseVersionSummary[];
  currentVersion?: TClauseVersion;
}
