/** The API shapes of products and their versions: no row leaves the module as it is. */
import type {
  TProduct,
  TProductSummary,
  TProductVersion,
  TProductVersionSummary,
} from "@platform/domain";
import type { AuthUser } from "../../platform/access/index.ts";
import { presentVersionState, type Snapshot } from "../../platform/versioning/index.ts";
import { productAbilities } from "./access.ts";
import type { ProductRow, ProductVersionRow } from "./tables.ts";

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The product row's columns a list shows (list queries select only these). */
export type ProductListRow = Omit<ProductRow, "createdByUserId" | "createdAt">;

function productStatus(row: ProductListRow): TProductSummary["status"] {
  if (row.archivedAt) return "archived";
  return row.latestPublishedVersionNumber ? "published" : "draft";
}

export function presentProductSummary(row: ProductListRow): TProductSummary {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    insuranceClassId: row.insuranceClassId as TProductSummary["insuranceClassId"],
    productClassId: row.productClassId,
    productType: row.productType as TProductSummary["productType"],
    kind: row.kind as TProductSummary["kind"],
    targetCountry: row.targetCountry as TProductSummary["targetCountry"],
    visibility: row.visibility as TProductSummary["visibility"],
    status: productStatus(row),
    archivedAt: row.archivedAt ? toSeconds(row.archivedAt) : null,
    latestVersionNumber: row.latestVersionNumber,
    latestPublishedVersionNumber: row.latestPublishedVersionNumber,
    updatedAt: toSeconds(row.updatedAt),
  };
}

export function presentVersionSummary(
  row: ProductVersionRow,
  isOnly: boolean,
): TProductVersionSummary {
  return {
    id: row.id,
    productId: row.productId,
    versionNumber: row.versionNumber,
    ...presentVersionState(row, isOnly),
  };
}

export function presentVersion(row: ProductVersionRow, isOnly: boolean): TProductVersion {
  return { ...presentVersionSummary(row, isOnly), details: row.details };
}

export function presentProduct(
  user: AuthUser,
  { head, versions }: Snapshot<ProductRow, ProductVersionRow>,
): TProduct {
  const isOnly = versions.length === 1;
  return {
    ...presentProductSummary(head),
    versions: versions.map((version) => presentVersionSummary(version, isOnly)).reverse(),
    currentVersion: presentVersion(versions[versions.length - 1]!, isOnly),
    can: { ...productAbilities(user, head), design: true },
  };
}
