/**
 * The underwriter's use cases on product packages: list, read, create, update, publish
 * or archive, delete.
 */
import {
  CompanyType,
  Permission,
  ProductKind,
  pageWindow,
  productMessages,
  type TPageQuery,
  type TProductPackageRequest,
  ZProductPackageRequest,
} from "@platform/domain";
import { and, asc, count, eq, ilike } from "drizzle-orm";
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
import { findCompany } from "../companies/index.ts";
import { findFileVersion, imageTypes, makeFileVersionPublic } from "../files/index.ts";
import { latestPublished, productsOfCompany } from "../products/index.ts";
import { presentPackage, presentPackages } from "./present.ts";
import { productPackageAddOns, productPackages } from "./tables.ts";

export async function packageOrNotFound(
  db: DbOrTx,
  companyId: number,
  packageId: number,
  lock = false,
) {
  const query = db
    .select()
    .from(productPackages)
    .where(and(eq(productPackages.id, packageId), eq(productPackages.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Package not found");
  return row;
}

export const record = (
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
