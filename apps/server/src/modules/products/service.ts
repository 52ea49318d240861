/**
 * Products and their versions (SPEC §3 Product, §4 versioned items). Every transition runs in
 * one transaction with a row lock on the product, and writes an audit row.
 */
import {
  CompanyType,
  canActInCompany,
  defaultProductDetails,
  diffVersions,
  messages,
  Permission,
  productMessages,
  type TCreateProductRequest,
  type TProduct,
  type TProductDetails,
  type TProductDetailsInput,
  type TProductSummary,
  type TProductVersion,
  type TProductVersionDiff,
  type TProductVersionSummary,
  ZCreateProductRequest,
  ZProductCodes,
  ZProductDetails,
} from "@platform/domain";
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { type AuthUser, assertCan, assertCanAny } from "../../platform/access/index.ts";
import { type AuditAction, audit } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { inTransaction } from "../../platform/db/transaction.ts";
import { conflict, forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { unknownClauseIds } from "../clauses/service.ts";
import { findCompany } from "../companies/repo.ts";
import { packagesUsingProduct } from "../product-packages/usage.ts";
import { toSeconds } from "../users/present.ts";
import { catalogueReaders, unknownProductClassIds } from "./classes.ts";
import { type ProductRow, type ProductVersionRow, products, productVersions } from "./tables.ts";
import {
  actionsOf,
  assertDeletable,
  assertEditable,
  assertNoDraft,
  assertPublishable,
  assertUnpublishable,
  isLocked,
  presentVersionTimes,
} from "./versioning.ts";

export { isLocked } from "./versioning.ts";

const productLock = { modify: messages.productLocked, delete: messages.deleteInUse };

// ---------------------------------------------------------------- presenters

function productStatus(row: ProductRow): TProductSummary["status"] {
  if (row.archivedAt) return "archived";
  return row.latestPublishedVersionNumber ? "published" : "draft";
}

export function presentProductSummary(row: ProductRow): TProductSummary {
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

function presentVersionSummary(row: ProductVersionRow, isOnly: boolean): TProductVersionSummary {
  return {
    id: row.id,
    productId: row.productId,
    versionNumber: row.versionNumber,
    ...presentVersionTimes(row),
    can: actionsOf(row, isOnly),
  };
}

function presentVersion(row: ProductVersionRow, isOnly: boolean): TProductVersion {
  return { ...presentVersionSummary(row, isOnly), details: row.details };
}

// ---------------------------------------------------------------- queries

async function versionsOf(db: DbOrTx, productId: number) {
  return db
    .select()
    .from(productVersions)
    .where(eq(productVersions.productId, productId))
    .orderBy(asc(productVersions.versionNumber));
}

async function productOrNotFound(db: DbOrTx, companyId: number, productId: number, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Product not found");
  return row;
}

async function versionOrNotFound(db: DbOrTx, productId: number, versionId: number) {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(and(eq(productVersions.id, versionId), eq(productVersions.productId, productId)));
  if (!row) throw notFound("Product version not found");
  return row;
}

/** Mirrors the newest version's catalogue fields onto the product row. */
async function syncProduct(tx: DbOrTx, productId: number) {
  const versions = await versionsOf(tx, productId);
  const newest = versions[versions.length - 1]!;
  const published = versions.filter((version) => version.status === "published");
  const details = newest.details;
  const [row] = await tx
    .update(products)
    .set({
      name: details.name,
      insuranceClassId: details.insuranceClassId,
      productClassId: details.productClassId,
      productType: details.productType,
      kind: details.kind,
      targetCountry: details.targetCountry,
      visibility: details.visibility,
      latestVersionNumber: newest.versionNumber,
      latestPublishedVersionNumber: published[published.length - 1]?.versionNumber ?? null,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
    .returning();
  return row!;
}

async function presentProduct(db: DbOrTx, user: AuthUser, row: ProductRow): Promise<TProduct> {
  const versions = await versionsOf(db, row.id);
  const isOnly = versions.length === 1;
  return {
    ...presentProductSummary(row),
    versions: versions.map((version) => presentVersionSummary(version, isOnly)).reverse(),
    currentVersion: presentVersion(versions[versions.length - 1]!, isOnly),
    can: { manage: canActInCompany(user, row.companyId, Permission.ManageProducts) },
  };
}

async function assertUnderwriter(db: DbOrTx, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound(messages.noCompany);
  if (company.refCompanyTypeId !== CompanyType.Underwriter)
    throw forbidden(productMessages.underwriterOnly);
}

/** References inside details must be the company's own classes and endorsements. */
async function assertReferences(db: DbOrTx, companyId: number, details: TProductDetails) {
  const errors: Record<string, string> = {};
  if (
    details.productClassId !== null &&
    (await unknownProductClassIds(db, companyId, [details.productClassId])).length > 0
  )
    errors.productClassId = productMessages.unknownClass;
  if ((await unknownClauseIds(db, companyId, details.clauseIds)).length > 0)
    errors.clauseIds = productMessages.unknownClause;
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

const record = (
  tx: DbOrTx,
  user: AuthUser,
  companyId: number,
  action: AuditAction,
  productId: number,
  data: Record<string, unknown>,
  request?: FastifyRequest,
) =>
  audit(
    tx,
    { action, userId: user.id, companyId, subjectType: "product", subjectId: productId, data },
    request,
  );

// ---------------------------------------------------------------- products

export interface ProductListQuery {
  search?: string;
  insuranceClassId?: number;
  productClassId?: number;
  status?: "draft" | "published" | "archived";
  productType?: string;
  kind?: number;
}

export async function listProducts(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  query: ProductListQuery,
) {
  assertCanAny(user, companyId, catalogueReaders);
  const where: (SQL | undefined)[] = [eq(products.companyId, companyId)];
  if (query.search)
    where.push(ilike(products.name, `%${query.search.replace(/[%_\\]/g, "\\$&")}%`));
  if (query.insuranceClassId) where.push(eq(products.insuranceClassId, query.insuranceClassId));
  if (query.productClassId) where.push(eq(products.productClassId, query.productClassId));
  if (query.productType) where.push(eq(products.productType, query.productType));
  if (query.kind) where.push(eq(products.kind, query.kind));
  if (query.status === "archived") where.push(isNotNull(products.archivedAt));
  else {
    where.push(isNull(products.archivedAt));
    if (query.status === "published") where.push(isNotNull(products.latestPublishedVersionNumber));
    if (query.status === "draft") where.push(isNull(products.latestPublishedVersionNumber));
  }
  const rows = await db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.name), asc(products.id));
  return { data: rows.map(presentProductSummary), meta: { total: rows.length } };
}

export async function getProduct(db: DbOrTx, user: AuthUser, companyId: number, productId: number) {
  assertCanAny(user, companyId, catalogueReaders);
  return presentProduct(db, user, await productOrNotFound(db, companyId, productId));
}

/** Creates a product with an unsaved first version holding sensible defaults. */
export async function createProduct(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  input: TCreateProductRequest,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  const data = ZCreateProductRequest.parse(input);
  return inTransaction(deps.db, async (tx) => {
    await assertUnderwriter(tx, companyId);
    const details = defaultProductDetails(data);
    await assertReferences(tx, companyId, details);
    const row = await insertProduct(tx, companyId, user.id, details, null);
    await record(tx, user, companyId, "product.created", row.id, { name: data.name }, request);
    return presentProduct(tx, user, row);
  });
}

/** Used by create, duplicate and the demo seed: a product with version 1 (draft). */
export async function insertProduct(
  tx: DbOrTx,
  companyId: number,
  userId: number | null,
  details: TProductDetails,
  savedAt: Date | null,
) {
  const [product] = await tx
    .insert(products)
    .values({
      companyId,
      name: details.name,
      insuranceClassId: details.insuranceClassId,
      productClassId: details.productClassId,
      productType: details.productType,
      kind: details.kind,
      targetCountry: details.targetCountry,
      visibility: details.visibility,
      createdByUserId: userId,
    })
    .returning();
  await tx.insert(productVersions).values({
    productId: product!.id,
    companyId,
    versionNumber: 1,
    details,
    savedAt,
  });
  return syncProduct(tx, product!.id);
}

/** A new product whose first version copies this one's newest version (saved, draft). */
export async function duplicateProduct(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const source = await productOrNotFound(tx, companyId, productId);
    const versions = await versionsOf(tx, productId);
    const newest = versions[versions.length - 1]!;
    const name = `${newest.details.name} (copy)`.slice(0, 150);
    const row = await insertProduct(
      tx,
      companyId,
      user.id,
      { ...newest.details, name },
      newest.savedAt ? new Date() : null,
    );
    await record(tx, user, companyId, "product.duplicated", row.id, { from: source.id }, request);
    return presentProduct(tx, user, row);
  });
}

export async function setProductArchived(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  archived: boolean,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    await productOrNotFound(tx, companyId, productId, true);
    const [row] = await tx
      .update(products)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    await record(
      tx,
      user,
      companyId,
      archived ? "product.archived" : "product.unarchived",
      productId,
      {},
      request,
    );
    return presentProduct(tx, user, row!);
  });
}

/** Only a product no risk and no package uses can be deleted; otherwise archive it. */
export async function deleteProduct(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const product = await productOrNotFound(tx, companyId, productId, true);
    const versions = await versionsOf(tx, productId);
    if (versions.some(isLocked)) throw conflict(messages.deleteInUse);
    if ((await packagesUsingProduct(tx, productId)).length > 0)
      throw conflict(messages.deleteInUse);
    await tx.delete(products).where(eq(products.id, productId));
    await record(
      tx,
      user,
      companyId,
      "product.deleted",
      productId,
      { name: product.name },
      request,
    );
    return { message: "Deleted" };
  });
}

// ---------------------------------------------------------------- versions

export async function listVersions(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  productId: number,
) {
  assertCanAny(user, companyId, catalogueReaders);
  await productOrNotFound(db, companyId, productId);
  const versions = await versionsOf(db, productId);
  return {
    data: versions
      .map((version) => presentVersionSummary(version, versions.length === 1))
      .reverse(),
  };
}

export async function getVersion(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
) {
  assertCanAny(user, companyId, catalogueReaders);
  await productOrNotFound(db, companyId, productId);
  const versions = await versionsOf(db, productId);
  return presentVersion(await versionOrNotFound(db, productId, versionId), versions.length === 1);
}

/** The changes of a version against the one before it. */
export async function versionDiff(
  db: DbOrTx,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
): Promise<TProductVersionDiff> {
  assertCanAny(user, companyId, catalogueReaders);
  await productOrNotFound(db, companyId, productId);
  const version = await versionOrNotFound(db, productId, versionId);
  const [previous] = await db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.productId, productId),
        sql`${productVersions.versionNumber} < ${version.versionNumber}`,
      ),
    )
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  return {
    versionNumber: version.versionNumber,
    previousVersionNumber: previous?.versionNumber ?? null,
    changes: previous ? diffVersions(previous.details, version.details) : [],
  };
}

async function changeVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  request: FastifyRequest,
  change: (
    tx: DbOrTx,
    version: ProductVersionRow,
    versions: ProductVersionRow[],
  ) => Promise<{ action: AuditAction; data?: Record<string, unknown> } | null>,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    await productOrNotFound(tx, companyId, productId, true);
    const versions = await versionsOf(tx, productId);
    const version = versions.find((row) => row.id === versionId);
    if (!version) throw notFound("Product version not found");
    const done = await change(tx, version, versions);
    const product = await syncProduct(tx, productId);
    if (done) {
      await record(
        tx,
        user,
        companyId,
        done.action,
        productId,
        { versionId, versionNumber: version.versionNumber, ...done.data },
        request,
      );
    }
    return presentProduct(tx, user, product);
  });
}

/** Saves a version's details; refused once a risk uses it (productLocked). */
export async function saveVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  input: TProductDetailsInput,
  request: FastifyRequest,
) {
  const details = ZProductDetails.parse(input);
  return changeVersion(
    deps,
    user,
    companyId,
    productId,
    versionId,
    request,
    async (tx, version) => {
      assertEditable(version, productLock);
      await assertReferences(tx, companyId, details);
      await tx
        .update(productVersions)
        .set({ details, savedAt: new Date(), updatedAt: new Date() })
        .where(eq(productVersions.id, versionId));
      return {
        action: "productVersion.saved",
        data: { changes: diffVersions(version.details, details).map((change) => change.field) },
      };
    },
  );
}

export async function saveVersionCodes(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  input: z.input<typeof ZProductCodes>,
  request: FastifyRequest,
) {
  const codes = ZProductCodes.parse(input);
  return changeVersion(
    deps,
    user,
    companyId,
    productId,
    versionId,
    request,
    async (tx, version) => {
      assertEditable(version, productLock);
      await tx
        .update(productVersions)
        .set({ details: { ...version.details, codes }, updatedAt: new Date() })
        .where(eq(productVersions.id, versionId));
      return { action: "productVersion.codesSaved", data: { codes: codes.map((c) => c.code) } };
    },
  );
}

export async function publishVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(
    deps,
    user,
    companyId,
    productId,
    versionId,
    request,
    async (tx, version) => {
      assertPublishable(version);
      await tx
        .update(productVersions)
        .set({ status: "published", publishedAt: new Date(), updatedAt: new Date() })
        .where(eq(productVersions.id, versionId));
      return { action: "productVersion.published" };
    },
  );
}

export async function unpublishVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(
    deps,
    user,
    companyId,
    productId,
    versionId,
    request,
    async (tx, version) => {
      assertUnpublishable(version, productLock);
      await tx
        .update(productVersions)
        .set({ status: "draft", publishedAt: null, updatedAt: new Date() })
        .where(eq(productVersions.id, versionId));
      return { action: "productVersion.unpublished" };
    },
  );
}

export async function deleteVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  versionId: number,
  request: FastifyRequest,
) {
  return changeVersion(
    deps,
    user,
    companyId,
    productId,
    versionId,
    request,
    async (tx, version, versions) => {
      assertDeletable(version, versions.length === 1, productLock);
      await tx.delete(productVersions).where(eq(productVersions.id, versionId));
      return { action: "productVersion.deleted" };
    },
  );
}

/** A new draft copying the newest version; it must be saved before it can be published. */
export async function createVersion(
  deps: AppDeps,
  user: AuthUser,
  companyId: number,
  productId: number,
  request: FastifyRequest,
) {
  assertCan(user, companyId, Permission.ManageProducts);
  return inTransaction(deps.db, async (tx) => {
    const product = await productOrNotFound(tx, companyId, productId, true);
    if (product.archivedAt) throw conflict(productMessages.archived);
    const versions = await versionsOf(tx, productId);
    assertNoDraft(versions);
    const newest = versions[versions.length - 1]!;
    const [created] = await tx
      .insert(productVersions)
      .values({
        productId,
        companyId,
        versionNumber: newest.versionNumber + 1,
        details: newest.details,
      })
      .returning();
    await record(
      tx,
      user,
      companyId,
      "productVersion.created",
      productId,
      { versionId: created!.id, versionNumber: created!.versionNumber, from: newest.versionNumber },
      request,
    );
    return presentProduct(tx, user, await syncProduct(tx, productId));
  });
}

// ---------------------------------------------------------------- for other modules

/** The version offered for new business: the newest published one (null when none, or archived). */
export async function latestPublished(
  db: DbOrTx,
  product: { id: number } | number,
): Promise<ProductVersionRow | null> {
  const productId = typeof product === "number" ? product : product.id;
  const [row] = await db
    .select({ version: productVersions })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(
      and(
        eq(productVersions.productId, productId),
        eq(productVersions.status, "published"),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(desc(productVersions.versionNumber))
    .limit(1);
  return row?.version ?? null;
}

/** True when a newer published version exists: a risk on `versionId` must migrate first (SPEC §4). */
export async function newerVersionExists(db: DbOrTx, versionId: number): Promise<boolean> {
  const [version] = await db
    .select()
    .from(productVersions)
    .where(eq(productVersions.id, versionId));
  if (!version) return false;
  const [newer] = await db
    .select({ id: productVersions.id })
    .from(productVersions)
    .where(
      and(
        eq(productVersions.productId, version.productId),
        eq(productVersions.status, "published"),
        gt(productVersions.versionNumber, version.versionNumber),
      ),
    )
    .limit(1);
  return Boolean(newer);
}

/**
 * Called by the risk module, in its transaction, when a risk starts using a version: the
 * version is locked for good. Only a published version can be attached to a risk.
 */
export async function markVersionInUse(tx: DbOrTx, versionId: number) {
  const [version] = await tx
    .select()
    .from(productVersions)
    .where(eq(productVersions.id, versionId))
    .for("update");
  if (!version) throw notFound("Product version not found");
  if (version.status !== "published") throw conflict(productMessages.notPublished);
  const [row] = await tx
    .update(productVersions)
    .set({
      lockedAt: version.lockedAt ?? new Date(),
      usageCount: version.usageCount + 1,
      updatedAt: new Date(),
    })
    .where(eq(productVersions.id, versionId))
    .returning();
  return row!;
}

/** The company's products by id (for packages). */
export async function productsOfCompany(db: DbOrTx, companyId: number) {
  return db.select().from(products).where(eq(products.companyId, companyId));
}

/** Products in `ids` that use a class (for the class deletion check). */
export type { ProductRow, ProductVersionRow };
