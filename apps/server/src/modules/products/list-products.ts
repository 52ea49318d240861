/** The product list: search and filters in SQL, one page of list-sized rows (no details). */
import type { TPageMeta, TPageQuery, TProductSummary } from "@platform/domain";
import { and, asc, eq, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizeProductReader } from "./access.ts";
import { carriedBy, insurerActs } from "./carried.ts";
import { presentProductSummary } from "./present.ts";
import { products } from "./tables.ts";
import { productVersioning } from "./versioned.ts";

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

function filters(scope: SQL, query: ProductListQuery) {
  const where: (SQL | undefined)[] = [scope];
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

/** One page of the company's products by name. */
export async function listProducts(
  ctx: Ctx,
  input: { query: ProductListQuery },
): Promise<{ data: TProductSummary[]; meta: TPageMeta }> {
  const { db, actor } = ctx;
  const { query } = input;
  const companyId = authorizeProductReader(actor);
  const { rows, meta } = await productVersioning.listPage(
    db,
    listColumns,
    // An insurer lists the agencies' products written under the agreements it carries.
    filters(insurerActs(actor) ? carriedBy(companyId) : eq(products.companyId, companyId), query),
    [asc(products.name), asc(products.id)],
    query,
  );
  return { data: rows.map(presentProductSummary), meta };
}
