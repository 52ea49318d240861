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
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { itemRoutes, versionRoutes } from "../../platform/versioning/routes.ts";
import { clausesUseProductClass } from "../clauses/index.ts";
import {
  createProductClass,
  deleteProductClass,
  listProductClasses,
  updateProductClass,
} from "./classes.ts";
import { listProducts } from "./list.ts";
import { createProduct, deleteProduct, duplicateProduct, setProductArchived } from "./manage.ts";
import {
  createVersion,
  deleteVersion,
  getProduct,
  getVersion,
  listVersions,
  publishVersion,
  saveVersion,
  saveVersionCodes,
  unpublishVersion,
  versionDiff,
} from "./versions.ts";

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
  const item = { tags, base, key: "productId", item: ZProduct };

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
    async (request) => listProducts(deps.db, requireActor(request), request.query),
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
        setProductArchived(deps.db, requireActor(request), request.params.productId, archived),
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
      reply
        .status(201)
        .send(await duplicateProduct(deps.db, requireActor(request), request.params.productId)),
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
    async (request) => listVersions(deps.db, requireActor(request), request.params.productId),
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
      getVersion(
        deps.db,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
      ),
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
      versionDiff(
        deps.db,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
      ),
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
      saveVersionCodes(
        deps.db,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
        request.body.codes,
      ),
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
    async (request) => listProductClasses(deps.db, requireActor(request)),
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
      reply
        .status(201)
        .send(await createProductClass(deps.db, requireActor(request), request.body)),
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
      updateProductClass(deps.db, requireActor(request), request.params.classId, request.body),
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
      deleteProductClass(
        deps.db,
        requireActor(request),
        request.params.classId,
        clausesUseProductClass,
      ),
  );
}
