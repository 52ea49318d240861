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
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
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

const id = z.coerce.number().int().positive();
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

  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a product; its first version starts as an unsaved draft",
        params: ZCompanyIdParams,
        response: { 201: ZProduct },
        body: ZCreateProductRequest,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(deps.db, requireActor(request), request.body)),
  );

  r.get(
    `${base}/:productId`,
    {
      schema: {
        tags,
        summary: "A product with its versions and newest version",
        params: ZProductParams,
        response: { 200: ZProduct },
      },
    },
    async (request) => getProduct(deps.db, requireActor(request), request.params.productId),
  );

  r.delete(
    `${base}/:productId`,
    {
      schema: {
        tags,
        summary: "Delete a product no risk or package uses",
        params: ZProductParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => deleteProduct(deps.db, requireActor(request), request.params.productId),
  );

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

  r.post(
    `${base}/:productId/versions`,
    {
      schema: {
        tags,
        summary: "Start a new draft version copying the newest one",
        params: ZProductParams,
        response: { 201: ZProduct },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createVersion(deps.db, requireActor(request), request.params.productId)),
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
    version,
    {
      schema: {
        tags,
        summary: "Save a version's details (refused once a risk uses it)",
        params: ZVersionParams,
        response: { 200: ZProduct },
        body: ZProductDetails,
      },
    },
    async (request) =>
      saveVersion(
        deps.db,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
        request.body,
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

  const transitions = { publish: publishVersion, unpublish: unpublishVersion } as const;
  for (const [action, run] of Object.entries(transitions)) {
    r.post(
      `${version}/${action}`,
      {
        schema: {
          tags,
          summary:
            action === "publish"
              ? "Publish a saved draft version"
              : "Return a published version no risk uses to draft",
          params: ZVersionParams,
          response: { 200: ZProduct },
        },
      },
      async (request) =>
        run(deps.db, requireActor(request), request.params.productId, request.params.versionId),
    );
  }

  r.delete(
    version,
    {
      schema: {
        tags,
        summary: "Delete a draft version",
        params: ZVersionParams,
        response: { 200: ZProduct },
      },
    },
    async (request) =>
      deleteVersion(
        deps.db,
        requireActor(request),
        request.params.productId,
        request.params.versionId,
      ),
  );

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
