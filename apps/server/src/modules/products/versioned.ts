/**
 * Products as a versioned item (SPEC §4): the descriptor the versioning kernel runs the
 * Draft → Published → locked workflow with. A product version's content is its details here,
 * its design (`product_designs`) and its datasets (`rating_datasets`): a first version starts
 * with an empty design, a new version copies both at once.
 */
import { messages, Permission, type TProduct, type TProductDetails } from "@platform/domain";
import { catalogueReaders } from "../../platform/access/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { versioned } from "../../platform/versioning/index.ts";
import { placementErrors } from "../binding-agreements/index.ts";
import { copyVersionDatasets } from "../datasets/index.ts";
import { copyDesign, insertEmptyDesign } from "../product-designer/index.ts";
import { packagesUsingProduct } from "../product-packages/index.ts";
import { presentProduct } from "./present.ts";
import { type ProductRow, type ProductVersionRow, products, productVersions } from "./tables.ts";

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
  permission: Permission.ManageProducts,
  readers: catalogueReaders,
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
  present: async (_db, actor, snapshot) => presentProduct(actor, snapshot),
  hooks: {
    created: (tx, version) => insertEmptyDesign(tx, version),
    copied: async (tx, from, to) => {
      await copyDesign(tx, from.id, to.id);
      await copyVersionDatasets(tx, from.id, to.id);
    },
    usedElsewhere: async (tx, head) => (await packagesUsingProduct(tx, head.id)).length > 0,
    // The placement's agreement may have changed since the version was saved.
    publishing: async (tx, version) => {
      const errors = await placementErrors(tx, version.companyId, version.details);
      if (Object.keys(errors).length > 0) throw invalid(errors);
    },
  },
});
