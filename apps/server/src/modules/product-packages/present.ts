/**
 * How a product package is shown (SPEC §3: a main product plus add-ons, a risk reference
 * format, a promotional image and the broker list), loaded for many packages at once.
 */
import {
  type PackagePermissionMode,
  type TPackageProductRef,
  type TProductPackage,
  todayIn,
} from "@platform/domain";
import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { ProductRow } from "../products/index.ts";
import { latestPublishedOf, presentProductSummary, productsOfCompany } from "../products/index.ts";
import { toSeconds } from "../users/index.ts";

import { type ProductPackageRow, productPackageAddOns, productPackageBrokers } from "./tables.ts";

export const imageUrl = (row: ProductPackageRow) =>
  row.promotionalFileVersionId
    ? `/api/companies/${row.companyId}/file-versions/${row.promotionalFileVersionId}`
    : null;

function productRef(row: ProductRow | undefined, id: number): TPackageProductRef {
  if (!row) throw notFound("Product not found");
  const summary = presentProductSummary(row);
  return {
    id,
    name: summary.name,
    kind: summary.kind,
    insuranceClassId: summary.insuranceClassId,
    status: summary.status,
    latestPublishedVersionNumber: summary.latestPublishedVersionNumber,
  };
}

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => number, value: (row: T) => number) {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}

/** The add-on product ids of each package, in their order: one statement for any number. */
export async function addOnIdsByPackage(db: DbOrTx, packageIds: number[]) {
  if (packageIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select()
    .from(productPackageAddOns)
    .where(inArray(productPackageAddOns.packageId, packageIds))
    .orderBy(asc(productPackageAddOns.packageId), asc(productPackageAddOns.position));
  return groupBy(
    rows,
    (row) => row.packageId,
    (row) => row.productId,
  );
}

/** The broker companies listed on each package's permissions: one statement for any number. */
export async function listedBrokersByPackage(db: DbOrTx, packageIds: number[]) {
  if (packageIds.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select()
    .from(productPackageBrokers)
    .where(inArray(productPackageBrokers.packageId, packageIds))
    .orderBy(asc(productPackageBrokers.packageId), asc(productPackageBrokers.brokerCompanyId));
  return groupBy(
    rows,
    (row) => row.packageId,
    (row) => row.brokerCompanyId,
  );
}

export async function listedBrokerIds(db: DbOrTx, packageId: number) {
  return (await listedBrokersByPackage(db, [packageId])).get(packageId) ?? [];
}

/**
 * Presents packages of one underwriter in a bounded number of statements (its products, the
 * add-ons and broker lists of all the packages), however many there are.
 */
export async function presentPackages(
  db: DbOrTx,
  companyId: number,
  rows: ProductPackageRow[],
  now: Date,
): Promise<TProductPackage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [products, addOns, brokers, live] = await Promise.all([
    productsOfCompany(db, companyId),
    addOnIdsByPackage(db, ids),
    listedBrokersByPackage(db, ids),
    latestPublishedOf(db, [...new Set(rows.map((row) => row.mainProductId))]),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    description: row.description,
    productType: row.productType as TProductPackage["productType"],
    referenceFormat: row.referenceFormat,
    targetCountry: row.targetCountry as TProductPackage["targetCountry"],
    visibility: row.visibility as TProductPackage["visibility"],
    status: row.status as TProductPackage["status"],
    promotionalFileVersionId: row.promotionalFileVersionId,
    promotionalImageUrl: imageUrl(row),
    mainProduct: productRef(byId.get(row.mainProductId), row.mainProductId),
    today: todayOf(live.get(row.mainProductId), now),
    addOns: (addOns.get(row.id) ?? []).map((id) => productRef(byId.get(id), id)),
    permissions: {
      mode: row.permissionMode as PackagePermissionMode,
      brokerCompanyIds: brokers.get(row.id) ?? [],
    },
    updatedAt: toSeconds(row.updatedAt),
  }));
}

/** Today in the main product's time zone (its live version's): null while none is published. */
const todayOf = (live: { details: { timeZone: string } } | undefined, now: Date) =>
  live ? todayIn(live.details.timeZone, now) : null;

export async function presentPackage(
  db: DbOrTx,
  row: ProductPackageRow,
  now: Date,
): Promise<TProductPackage> {
  const [presented] = await presentPackages(db, row.companyId, [row], now);
  return presented!;
}
