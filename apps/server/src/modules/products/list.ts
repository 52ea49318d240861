/** The product list: search and filters in SQL, one page of list-sized rows (no details). */
import { pageMeta, pageWindow, type TPageQuery, type TProductSummary } from "@platform/domain";
import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { actingCompany } from "../../platform/versioning/index.ts";
import { catalogueReaders } from "./classes.ts";
import { presentProductSummary } from "./present.ts";
import { products } from "./tables.ts";

export interface ProductListQuery extends TPageQuery {
  search?: string;
  insuranceClassId?: number;
  productClassId?: number;
  status?: "draft" | "published" | "archived";
  productType?: string;
  kind?: number;
}

/** `%text%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

const listColumns = {
  id: products.id,
  companyId: products.companyId,
  name: products.name,
  insuranceClassId: products.insuranceClassId,
  productClassId: products.productClassId,
  productType: products.productType,
  kind: products.kind,
  targetCountry: products.targetCountry,
  visibility: products.visibility,
  latestVersionNumber: products.latestVersionNumber,
  latestPublishedVersionNumber: products.latestPublishedVersionNumber,
  archivedAt: products.archivedAt,
  updatedAt: products.updatedAt,
};

function filters(companyId: number, query: ProductListQuery) {
  const where: (SQL | undefined)[] = [eq(products.companyId, companyId)];
  if (query.search) where.push(ilike(products.name, containing(query.search)));
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
  return and(...where);
}

/** One page of the company's products by name; the total comes with the page (one query). */
export async function listProducts(
  db: DbOrTx,
  actor: Actor,
  query: ProductListQuery,
): Promise<{ data: TProductSummary[]; meta: ReturnType<typeof pageMeta> }> {
  const companyId = actingCompany(actor);
  assertCanAny(actor.user, companyId, catalogueReaders);
  const where = filters(companyId, query);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit)
    .offset(offset);
  // Past the last page the window count is absent: count on its own.
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : Number((await db.select({ total: count() }).from(products).where(where))[0]?.total ?? 0));
  return { data: rows.map(presentProductSummary), meta: pageMeta(total, query) };
}
