import {
  productTypes,
  ZCreateProductRequest,
  ZMessage,
  ZPageQuery,
  ZProduct,
  ZProductClass,
  ZProductClassList,
  ZProductClassRequest,
  ZProductCodes,
  ZProductDetails,
  ZProductPage,
  ZProductVersion,
  ZProductVersionDiff,
  ZProductVersionSummary,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { itemRoutes, versionRoutes } from "../../platform/versioning/routes.ts";
import { clausesUseProductClass } from "../clauses/index.ts";
import { createProduct } from "./create-product.ts";
import { createProductClass } from "./create-product-class.ts";
import { createVersion } from "./create-version.ts";
import { deleteProduct } from "./delete-product.ts";
import { deleteProductClass } from "./delete-product-class.ts";
import { deleteVersion } from "./delete-version.ts";
import { duplicateProduct } from "./duplicate-product.ts";
import { getProduct } from "./get-product.ts";
import { getVersion } from "./get-version.ts";
import { listProductClasses } from "./list-product-classes.ts";
import { listProducts } from "./list-products.ts";
import { listVersions } from "./list-versions.ts";
import { publishVersion } from "./publish-version.ts";
import { saveVersion } from "./save-version.ts";
import { saveVersionCodes } from "./save-version-codes.ts";
import { setProductArchived } from "./set-product-archived.ts";
import { unpublishVersion } from "./unpublish-version.ts";
import { updateProductClass } from "./update-product-class.ts";
import { versionDiff } from "./version-diff.ts";

const id = zIdText;
const ZProductParams = ZCompanyIdParams.extend({ productId: id });
const ZVersionParams = ZProductParams.extend({ versionId: id });
const ZClassParams = ZCompanyIdParams.extend({ classId: id });
const ZListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  insuranceClassId: z.coerce.number().int().min(1).max(4).optional(),
  productClassId: id.optional(),
  status: z.enum(["draft", "published", "archived"]).optional(),
  productType: z.enum(productTypes).optional(),
  kind: z.coerce.number().int().min(1).max(2).optional(),
});

/** The acting user for the company in the URL. */
export async function productRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["products"];
  const base = "/api/companies/:companyId/products";
  const version = `${base}/:productId/versions/:versionId`;
  const item = { tags, base, key: "productId" as const, item: ZProduct };

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "Search and filter an underwriter's products",
        params: ZCompanyIdParams,
        response: { 200: ZProductPage },
        querystring: ZListQuery,
      },
    },
    async (request) => listProducts(requireContext(request, deps), { query: request.query }),
  );

  itemRoutes(app, deps, {
    ...item,
    create: {
      summary: "Create a product; its first version starts as an unsaved draft",
      body: ZCreateProductRequest,
      run: createProduct,
    },
    get: { summary: "A product with its versions and newest version", run: getProduct },
    remove: {
      summary: "Delete a product no risk or package uses",
      response: ZMessage,
      run: deleteProduct,
    },
  });

  for (const [action, archived] of [
    ["archive", true],
    ["unarchive", false],
  ] as const) {
    r.post(
      `${base}/:productId/${action}`,
      {
        schema: {
          tags,
          summary: archived ? "Archive a product (no new business)" : "Restore an archived product",
          params: ZProductParams,
          response: { 200: ZProduct },
        },
      },
      async (request) =>
        setProductArchived(requireContext(request, deps), {
          productId: request.params.productId,
          archived,
        }),
    );
  }

  r.post(
    `${base}/:productId/duplicate`,
    {
      schema: {
        tags,
        summary: "Copy a product's newest version into a new product",
        params: ZProductParams,
        response: { 201: ZProduct },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await duplicateProduct(requireContext(request, deps), {
          productId: request.params.productId,
        }),
      ),
  );

  r.get(
    `${base}/:productId/versions`,
    {
      schema: {
        tags,
        summary: "A product's versions, newest first",
        params: ZProductParams,
        response: { 200: z.object({ data: z.array(ZProductVersionSummary) }) },
      },
    },
    async (request) =>
      listVersions(requireContext(request, deps), { productId: request.params.productId }),
  );

  r.get(
    version,
    {
      schema: {
        tags,
        summary: "One version with its details",
        params: ZVersionParams,
        response: { 200: ZProductVersion },
      },
    },
    async (request) =>
      getVersion(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
      }),
  );

  r.get(
    `${version}/diff`,
    {
      schema: {
        tags,
        summary: "Changes against the previous version",
        params: ZVersionParams,
        response: { 200: ZProductVersionDiff },
      },
    },
    async (request) =>
      versionDiff(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
      }),
  );

  r.put(
    `${version}/codes`,
    {
      schema: {
        tags,
        summary: "Replace a version's product codes",
        params: ZVersionParams,
        response: { 200: ZProduct },
        body: z.strictObject({ codes: ZProductCodes }),
      },
    },
    async (request) =>
      saveVersionCodes(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
        codes: request.body.codes,
      }),
  );

  versionRoutes(app, deps, {
    ...item,
    newVersion: { summary: "Start a new draft version copying the newest one", run: createVersion },
    save: {
      summary: "Save a version's details (refused once a risk uses it)",
      body: ZProductDetails,
      run: saveVersion,
    },
    publish: { summary: "Publish a saved draft version", run: publishVersion },
    unpublish: {
      summary: "Return a published version no risk uses to draft",
      run: unpublishVersion,
    },
    deleteVersion: { summary: "Delete a draft version", run: deleteVersion },
  });

  // ---------------------------------------------------------------- classes
  const classes = "/api/companies/:companyId/product-classes";
  r.get(
    classes,
    {
      schema: {
        tags,
        summary: "The four insurance classes and the company's own product classes",
        params: ZCompanyIdParams,
        response: { 200: ZProductClassList },
      },
    },
    async (request) => listProductClasses(requireContext(request, deps)),
  );
  r.post(
    classes,
    {
      schema: {
        tags,
        summary: "Create a product class",
        params: ZCompanyIdParams,
        response: { 201: ZProductClass },
        body: ZProductClassRequest,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProductClass(requireContext(request, deps), request.body)),
  );
  r.put(
    `${classes}/:classId`,
    {
      schema: {
        tags,
        summary: "Rename a product class",
        params: ZClassParams,
        response: { 200: ZProductClass },
        body: ZProductClassRequest,
      },
    },
    async (request) =>
      updateProductClass(requireContext(request, deps), {
        ...request.body,
        classId: request.params.classId,
      }),
  );
  r.delete(
    `${classes}/:classId`,
    {
      schema: {
        tags,
        summary: "Delete a product class nothing uses",
        params: ZClassParams,
        response: { 200: ZMessage },
      },
    },
    async (request) =>
      deleteProductClass(requireContext(request, deps), {
        classId: request.params.classId,
        isUsedElsewhere: clausesUseProductClass,
      }),
  );
}
