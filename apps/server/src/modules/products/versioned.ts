/**
 * Products as a versioned item (SPEC §4): the descriptor the versioning kernel runs the
 * Draft → Published → locked workflow with. A product version's content is its details here,
 * its design (`product_designs`) and its datasets (`rating_datasets`): a first version starts
 * with an empty design, a new version copies both at once.
 */
import { messages, type TProduct, type TProductDetails } from "@platform/domain";
import { type VersionedDescriptor, versioned } from "../../platform/versioning/index.ts";
import { productVersionAccess } from "./access.ts";
import { presentProduct } from "./present.ts";
import { type ProductRow, type ProductVersionRow, products, productVersions } from "./tables.ts";

type ProductDescriptor = VersionedDescriptor<
  ProductRow,
  ProductVersionRow,
  TProductDetails,
  TProduct
>;

/**
 * What a product version is beyond its details (SPEC §4: a new version is a complete snapshot):
 * the designer's design, the datasets, the packages that offer the product and the agreement
 * section it is written under. Those modules read products, so modules.ts lends their functions
 * here (`provideProductContent`) rather than this module importing them.
 */
export type ProductContentHooks = Required<NonNullable<ProductDescriptor["hooks"]>>;

let contentHooks: ProductContentHooks | null = null;

export function provideProductContent(hooks: ProductContentHooks) {
  contentHooks = hooks;
}

function lent(): ProductContentHooks {
  if (!contentHooks) throw new Error("provideProductContent() has not run (modules.ts)");
  return contentHooks;
}

export const productVersioning = versioned<
  ProductRow,
  ProductVersionRow,
  TProductDetails,
  TProduct
>({
  kind: "product",
  head: {
    table: products,
    id: products.id,
    companyId: products.companyId,
    latestVersionNumber: products.latestVersionNumber,
    latestPublishedVersionNumber: products.latestPublishedVersionNumber,
    archivedAt: products.archivedAt,
    updatedAt: products.updatedAt,
  },
  version: {
    table: productVersions,
    id: productVersions.id,
    headId: productVersions.productId,
    headKey: "productId",
    companyId: productVersions.companyId,
    versionNumber: productVersions.versionNumber,
    status: productVersions.status,
    savedAt: productVersions.savedAt,
    publishedAt: productVersions.publishedAt,
    lockedAt: productVersions.lockedAt,
    usageCount: productVersions.usageCount,
    updatedAt: productVersions.updatedAt,
  },
  ...productVersionAccess,
  messages: {
    notFound: "Product not found",
    versionNotFound: "Product version not found",
    lock: { modify: messages.productLocked, delete: messages.deleteInUse },
  },
  audit: { head: "product", version: "productVersion" },
  contentOf: (version) => version.details,
  contentColumns: (details) => ({ details }),
  headColumns: (details) => ({
    name: details.name,
    insuranceClassId: details.insuranceClassId,
    productClassId: details.productClassId,
    productType: details.productType,
    kind: details.kind,
    targetCountry: details.targetCountry,
    visibility: details.visibility,
  }),
  present: async (_db, actor, snapshot) => presentProduct(actor.user, snapshot),
  hooks: {
    created: (tx, version) => lent().created(tx, version),
    copied: (tx, from, to) => lent().copied(tx, from, to),
    usedElsewhere: (tx, head) => lent().usedElsewhere(tx, head),
    publishing: (tx, version) => lent().publishing(tx, version),
  },
});
