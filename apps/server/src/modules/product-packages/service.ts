/**
 * Product packages (SPEC §3): a main product plus add-ons, a risk reference format, a
 * promotional image and the broker permission list (allow all except / deny all except).
 * Brokers see only the packages their connected underwriters allow them.
 */
import {
  brokerMayUsePackage,
  CompanyType,
  messages,
  type PackagePermissionMode,
  Permission,
  ProductKind,
  pageMeta,
  pageWindow,
  productMessages,
  type TAvailablePackage,
  type TPackagePermissions,
  type TPackagePermissionsRequest,
  type TPackageProductRef,
  type TPageQuery,
  type TProductPackage,
  type TProductPackageRequest,
  ZPackagePermissionsRequest,
  ZProductPackageRequest,
} from "@platform/domain";
import { and, asc, count, eq, ilike, inArray } from "drizzle-orm";
import {
  type AuthUser,
  assertCan,
  assertCanAny,
  catalogueReaders,
} from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { type AuditAction, auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { connectedBrokers } from "../brokerages/index.ts";
import { findCompany, findCompanyByHandle } from "../companies/index.ts";
import { brokerages, companies } from "../companies/tables.ts";
import { findFileVersion, imageTypes, makeFileVersionPublic } from "../files/index.ts";
import type { ProductRow, ProductVersionRow } from "../products/index.ts";
import {
  latestPublished,
  latestPublishedOf,
  presentProductSummary,
  productsOfCompany,
} from "../products/index.ts";
import { toSeconds } from "../users/index.ts";

import {
  type ProductPackageRow,
  productPackageAddOns,
  productPackageBrokers,
  productPackages,
} from "./tables.ts";

const imageUrl = (row: ProductPackageRow) =>
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
async function addOnIdsByPackage(db: DbOrTx, packageIds: number[]) {
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
async function listedBrokersByPackage(db: DbOrTx, packageIds: number[]) {
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

async function listedBrokerIds(db: DbOrTx, packageId: number) {
  return (await listedBrokersByPackage(db, [packageId])).get(packageId) ?? [];
}

/**
 * Presents packages of one underwriter in a bounded number of statements (its products, the
 * add-ons and broker lists of all the packages), however many there are.
 */
async function presentPackages(
  db: DbOrTx,
  companyId: number,
  rows: ProductPackageRow[],
): Promise<TProductPackage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [products, addOns, brokers] = await Promise.all([
    productsOfCompany(db, companyId),
    addOnIdsByPackage(db, ids),
    listedBrokersByPackage(db, ids),
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
    addOns: (addOns.get(row.id) ?? []).map((id) => productRef(byId.get(id), id)),
    permissions: {
      mode: row.permissionMode as PackagePermissionMode,
      brokerCompanyIds: brokers.get(row.id) ?? [],
    },
    updatedAt: toSeconds(row.updatedAt),
  }));
}

async function presentPackage(db: DbOrTx, row: ProductPackageRow): Promise<TProductPackage> {
  const [presented] = await presentPackages(db, row.companyId, [row]);
  return presented!;
}

async function packageOrNotFound(db: DbOrTx, companyId: number, packageId: number, lock = false) {
  const query = db
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.id, packageId), eq(productPackages.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Package not found");
  return row;
}

const record = (
  tx: DbOrTx,
  actor: Actor,
  companyId: number,
  action: AuditAction,
  packageId: number,
  data: Record<string, unknown>,
) =>
  auditBy(tx, actor, {
    action,
    companyId,
    subjectType: "product_package",
    subjectId: packageId,
    data,
  });

/** Main product must be a main product of the company; add-ons its add-on products. */
async function checkedRequest(db: DbOrTx, companyId: number, input: TProductPackageRequest) {
  const data = ZProductPackageRequest.parse(input);
  const byId = new Map((await productsOfCompany(db, companyId)).map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  const main = byId.get(data.mainProductId);
  if (!main || main.kind !== ProductKind.Main || main.archivedAt)
    errors.mainProductId = productMessages.mainProductKind;
  const badAddOn = data.addOnProductIds.some((id) => {
    const product = byId.get(id);
    return !product || product.kind !== ProductKind.AddOn || product.archivedAt;
  });
  if (badAddOn) errors.addOnProductIds = productMessages.addOnKind;
  if (data.promotionalFileVersionId) {
    const file = await findFileVersion(db, companyId, data.promotionalFileVersionId);
    if (!file || !imageTypes.includes(file.mimeType))
      errors.promotionalFileVersionId = productMessages.fileNotImage;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return data;
}

async function writePackage(
  tx: DbOrTx,
  companyId: number,
  data: ReturnType<typeof ZProductPackageRequest.parse>,
  packageId?: number,
) {
  const values = {
    name: data.name,
    description: data.description,
    productType: data.productType,
    referenceFormat: data.referenceFormat,
    targetCountry: data.targetCountry,
    visibility: data.visibility,
    promotionalFileVersionId: data.promotionalFileVersionId,
    mainProductId: data.mainProductId,
    updatedAt: new Date(),
  };
  const [row] = packageId
    ? await tx
        .update(productPackages)
        .set(values)
        .where(eq(productPackages.id, packageId))
        .returning()
    : await tx
        .insert(productPackages)
        .values({ companyId, ...values })
        .returning();
  await tx.delete(productPackageAddOns).where(eq(productPackageAddOns.packageId, row!.id));
  if (data.addOnProductIds.length > 0) {
    await tx.insert(productPackageAddOns).values(
      data.addOnProductIds.map((productId, position) => ({
        packageId: row!.id,
        productId,
        position,
      })),
    );
  }
  // The promotional image shows on the public products page, before anyone signs in.
  if (data.promotionalFileVersionId) {
    await makeFileVersionPublic(tx, data.promotionalFileVersionId);
  }
  return row!;
}

export async function listPackages(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  query: TPageQuery & { search?: string },
) {
  assertCanAny(user, companyId, catalogueReaders);
  const where = and(
    eq(productPackages.companyId, companyId),
    query.search ? ilike(productPackages.name, likePattern(query.search)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ package: productPackages, total: totalRows() })
    .from(productPackages)
    .where(where)
    .orderBy(asc(productPackages.name), asc(productPackages.id))
    .limit(limit)
    .offset(offset);
  const presented = await presentPackages(
    db,
    companyId,
    rows.map((row) => row.package),
  );
  return toPage(
    rows,
    query,
    (row) => presented.find((item) => item.id === row.package.id)!,
    async () => (await db.select({ n: count() }).from(productPackages).where(where))[0]!.n,
  );
}

export async function getPackage(db: DbOrTx, user: AuthUser, companyId: number, packageId: number) {
  assertCanAny(user, companyId, catalogueReaders);
  return presentPackage(db, await packageOrNotFound(db, companyId, packageId));
}

export async function createPackage(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TProductPackageRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const company = await findCompany(tx, companyId);
    if (company?.refCompanyTypeId !== CompanyType.Underwriter)
      throw forbidden(productMessages.underwriterOnly);
    const data = await checkedRequest(tx, companyId, input);
    const row = await writePackage(tx, companyId, data);
    await record(tx, actor, companyId, "productPackage.created", row.id, { name: data.name });
    return presentPackage(tx, row);
  });
}

export async function updatePackage(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  packageId: number,
  input: TProductPackageRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    await packageOrNotFound(tx, companyId, packageId, true);
    const data = await checkedRequest(tx, companyId, input);
    const row = await writePackage(tx, companyId, data, packageId);
    await record(tx, actor, companyId, "productPackage.updated", packageId, { name: data.name });
    return presentPackage(tx, row);
  });
}

export async function setPackageStatus(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  packageId: number,
  status: "draft" | "published",
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const current = await packageOrNotFound(tx, companyId, packageId, true);
    if (current.status === status)
      throw conflict(
        status === "published" ? productMessages.alreadyPublished : productMessages.notPublished,
      );
    if (status === "published" && !(await latestPublished(tx, current.mainProductId)))
      throw invalid({ mainProductId: productMessages.productUnpublished });
    const [row] = await tx
      .update(productPackages)
      .set({ status, updatedAt: new Date() })
      .where(eq(productPackages.id, packageId))
      .returning();
    await record(
      tx,
      actor,
      companyId,
      status === "published" ? "productPackage.published" : "productPackage.unpublished",
      packageId,
      {},
    );
    return presentPackage(tx, row!);
  });
}

export async function deletePackage(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  packageId: number,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const row = await packageOrNotFound(tx, companyId, packageId, true);
    await tx.delete(productPackages).where(eq(productPackages.id, packageId));
    await record(tx, actor, companyId, "productPackage.deleted", packageId, { name: row.name });
    return { message: "Deleted" };
  });
}

// ---------------------------------------------------------------- broker permissions

export async function getPackagePermissions(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  packageId: number,
): Promise<TPackagePermissions> {
  assertCanAny(user, companyId, catalogueReaders);
  const row = await packageOrNotFound(db, companyId, packageId);
  const listed = await listedBrokerIds(db, packageId);
  const mode = row.permissionMode as PackagePermissionMode;
  return {
    mode,
    brokerCompanyIds: listed,
    brokers: (await connectedBrokers(db, companyId)).map((broker) => ({
      id: broker.id,
      name: broker.name,
      handle: broker.handle,
      allowed: brokerMayUsePackage(mode, listed, broker.id),
    })),
  };
}

export async function setPackagePermissions(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  packageId: number,
  input: TPackagePermissionsRequest,
) {
  const { user } = actor;
  assertCan(user, companyId, Permission.ManageProducts);
  const data = ZPackagePermissionsRequest.parse(input);
  await inTransaction(deps.db, async (tx) => {
    await packageOrNotFound(tx, companyId, packageId, true);
    const connected = new Set((await connectedBrokers(tx, companyId)).map((broker) => broker.id));
    // A broker that disconnected may stay listed; only new names must be connected.
    const before = new Set(await listedBrokerIds(tx, packageId));
    if (data.brokerCompanyIds.some((id) => !connected.has(id) && !before.has(id)))
      throw invalid({ brokerCompanyIds: productMessages.unknownBroker });
    await tx
      .update(productPackages)
      .set({ permissionMode: data.mode, updatedAt: new Date() })
      .where(eq(productPackages.id, packageId));
    await tx.delete(productPackageBrokers).where(eq(productPackageBrokers.packageId, packageId));
    if (data.brokerCompanyIds.length > 0) {
      await tx
        .insert(productPackageBrokers)
        .values(data.brokerCompanyIds.map((brokerCompanyId) => ({ packageId, brokerCompanyId })));
    }
    await record(tx, actor, companyId, "productPackage.permissionsChanged", packageId, data);
  });
  return getPackagePermissions(deps.db, user, companyId, packageId);
}

// ---------------------------------------------------------------- what brokers and the public see

const versionRef = (productId: number, version: ProductVersionRow) => ({
  id: productId,
  name: version.details.name,
  versionId: version.id,
  versionNumber: version.versionNumber,
  insuranceClassId: version.details.insuranceClassId,
});

/**
 * Presents the packages brokers and the public see: each with the latest published version of
 * its products, in a bounded number of statements. A package whose main product has no live
 * version is left out; so is an add-on without one.
 */
async function presentAvailablePackages(
  db: DbOrTx,
  rows: ProductPackageRow[],
  underwriterOf: (row: ProductPackageRow) => { id: number; name: string; handle: string },
): Promise<TAvailablePackage[]> {
  if (rows.length === 0) return [];
  const addOns = await addOnIdsByPackage(
    db,
    rows.map((row) => row.id),
  );
  const productIds = new Set<number>();
  for (const row of rows) {
    productIds.add(row.mainProductId);
    for (const id of addOns.get(row.id) ?? []) productIds.add(id);
  }
  const live = await latestPublishedOf(db, [...productIds]);
  return rows.flatMap((row) => {
    const main = live.get(row.mainProductId);
    if (!main) return [];
    return [
      {
        id: row.id,
        name: row.name,
        description: row.description,
        productType: row.productType as TAvailablePackage["productType"],
        targetCountry: row.targetCountry as TAvailablePackage["targetCountry"],
        promotionalImageUrl: imageUrl(row),
        underwriter: underwriterOf(row),
        mainProduct: versionRef(row.mainProductId, main),
        addOns: (addOns.get(row.id) ?? []).flatMap((productId) => {
          const version = live.get(productId);
          return version ? [versionRef(productId, version)] : [];
        }),
      },
    ];
  });
}

async function publishedPackagesOf(db: DbOrTx, underwriterIds: number[]) {
  if (underwriterIds.length === 0) return [];
  return db
    .select()
    .from(productPackages)
    .where(
      and(
        inArray(productPackages.companyId, underwriterIds),
        eq(productPackages.status, "published"),
      ),
    )
    .orderBy(asc(productPackages.name), asc(productPackages.id));
}

/** The packages a broker company may place: connected underwriters' live packages it is allowed. */
export async function availablePackagesFor(db: DbOrTx, brokerCompanyId: number) {
  // Published packages of the active underwriters the broker is connected with, in one statement.
  const rows = await db
    .select({
      package: productPackages,
      underwriter: { id: companies.id, name: companies.name, handle: companies.handle },
    })
    .from(productPackages)
    .innerJoin(companies, eq(companies.id, productPackages.companyId))
    .innerJoin(
      brokerages,
      and(
        eq(brokerages.underwriterCompanyId, productPackages.companyId),
        eq(brokerages.brokerCompanyId, brokerCompanyId),
      ),
    )
    .where(and(eq(productPackages.status, "published"), eq(companies.isActive, true)))
    .orderBy(asc(productPackages.name), asc(productPackages.id));
  const listed = await listedBrokersByPackage(
    db,
    rows.map((row) => row.package.id),
  );
  const allowed = rows.filter((row) =>
    brokerMayUsePackage(
      row.package.permissionMode as PackagePermissionMode,
      listed.get(row.package.id) ?? [],
      brokerCompanyId,
    ),
  );
  const underwriters = new Map(allowed.map((row) => [row.package.id, row.underwriter]));
  return presentAvailablePackages(
    db,
    allowed.map((row) => row.package),
    (row) => underwriters.get(row.id)!,
  );
}

async function assertBrokerCompany(db: DbOrTx, companyId: number) {
  const company = await findCompany(db, companyId);
  if (company?.refCompanyTypeId !== CompanyType.Broker)
    throw forbidden(productMessages.brokersOnly);
}

/** Brokerage users add products only through their broker (SPEC §6). */
export async function listAvailablePackages(
  db: DbOrTx,
  user: AuthUser,
  brokerCompanyId: number,
  query: TPageQuery & { search?: string },
) {
  assertCanAny(user, brokerCompanyId, [Permission.ManageRisks, Permission.ViewRisks]);
  await assertBrokerCompany(db, brokerCompanyId);
  const search = query.search?.toLowerCase();
  const all = (await availablePackagesFor(db, brokerCompanyId)).filter(
    (item) => !search || item.name.toLowerCase().includes(search),
  );
  // Which packages a broker may place is decided per package (permission lists, live
  // versions), so the page is cut after the bounded set of statements that decides it.
  const { limit, offset } = pageWindow(query);
  return { data: all.slice(offset, offset + limit), meta: pageMeta(all.length, query) };
}

/**
 * One package a broker may place, or 404 when it is not offered to the broker (so a hidden
 * package's existence does not leak). The risk module calls this before creating a risk.
 */
export async function availablePackageFor(db: DbOrTx, brokerCompanyId: number, packageId: number) {
  const found = (await availablePackagesFor(db, brokerCompanyId)).find((p) => p.id === packageId);
  if (!found) throw notFound("Package not found");
  return found;
}

export async function getAvailablePackage(
  db: DbOrTx,
  user: AuthUser,
  brokerCompanyId: number,
  packageId: number,
) {
  assertCanAny(user, brokerCompanyId, [Permission.ManageRisks, Permission.ViewRisks]);
  await assertBrokerCompany(db, brokerCompanyId);
  return availablePackageFor(db, brokerCompanyId, packageId);
}

/** The public products page of a company's portal: its live public packages. */
export async function publicPackages(db: DbOrTx, handle: string) {
  const company = await findCompanyByHandle(db, handle);
  if (!company?.isActive) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter) return { data: [], meta: { total: 0 } };
  const rows = (await publishedPackagesOf(db, [company.id])).filter(
    (row) => row.visibility === "public",
  );
  const data = await presentAvailablePackages(db, rows, () => ({
    id: company.id,
    name: company.name,
    handle: company.handle,
  }));
  return { data, meta: { total: data.length } };
}
