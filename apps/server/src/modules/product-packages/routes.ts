import {
  ZAvailablePackage,
  ZMessage,
  ZPackagePermissions,
  ZPackagePermissionsRequest,
  ZPage,
  ZProductPackage,
  ZProductPackagePage,
  ZProductPackageRequest,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { getAvailablePackage, listAvailablePackages, publicPackages } from "./available.ts";
import {
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  setPackageStatus,
  updatePackage,
} from "./manage.ts";
import { getPackagePermissions, setPackagePermissions } from "./permissions.ts";

const id = zIdText;
const ZPackageParams = ZCompanyIdParams.extend({ packageId: id });

export async function productPackageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["product packages"];
  const base = "/api/companies/:companyId/product-packages";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "An underwriter's product packages, a page at a time",
        params: ZCompanyIdParams,
        response: { 200: ZProductPackagePage },
        querystring: ZSearchPageQuery,
      },
    },
    async (request) =>
      listPackages(deps.db, requireUser(request), request.params.companyId, request.query),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a package of a main product and add-ons",
        params: ZCompanyIdParams,
        response: { 201: ZProductPackage },
        body: ZProductPackageRequest,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createPackage(deps, requireActor(request), request.params.companyId, request.body),
        ),
  );
  r.get(
    `${base}/:packageId`,
    {
      schema: {
        tags,
        summary: "One package",
        params: ZPackageParams,
        response: { 200: ZProductPackage },
      },
    },
    async (request) =>
      getPackage(deps.db, requireUser(request), request.params.companyId, request.params.packageId),
  );
  r.put(
    `${base}/:packageId`,
    {
      schema: {
        tags,
        summary: "Update a package",
        params: ZPackageParams,
        response: { 200: ZProductPackage },
        body: ZProductPackageRequest,
      },
    },
    async (request) =>
      updatePackage(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.packageId,
        request.body,
      ),
  );
  r.delete(
    `${base}/:packageId`,
    {
      schema: {
        tags,
        summary: "Delete a package",
        params: ZPackageParams,
        response: { 200: ZMessage },
      },
    },
    async (request) =>
      deletePackage(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.packageId,
      ),
  );
  for (const [action, status] of [
    ["publish", "published"],
    ["unpublish", "draft"],
  ] as const) {
    r.post(
      `${base}/:packageId/${action}`,
      {
        schema: {
          tags,
          summary: action === "publish" ? "Offer a package to brokers" : "Withdraw a package",
          params: ZPackageParams,
          response: { 200: ZProductPackage },
        },
      },
      async (request) =>
        setPackageStatus(
          deps,
          requireActor(request),
          request.params.companyId,
          request.params.packageId,
          status,
        ),
    );
  }
  r.get(
    `${base}/:packageId/permissions`,
    {
      schema: {
        tags,
        summary: "The broker permission list, with every connected broker",
        params: ZPackageParams,
        response: { 200: ZPackagePermissions },
      },
    },
    async (request) =>
      getPackagePermissions(
        deps.db,
        requireUser(request),
        request.params.companyId,
        request.params.packageId,
      ),
  );
  r.put(
    `${base}/:packageId/permissions`,
    {
      schema: {
        tags,
        summary: "Set the broker permission list (allow all except / deny all except)",
        params: ZPackageParams,
        response: { 200: ZPackagePermissions },
        body: ZPackagePermissionsRequest,
      },
    },
    async (request) =>
      setPackagePermissions(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.packageId,
        request.body,
      ),
  );

  r.get(
    "/api/companies/:companyId/available-packages",
    {
      schema: {
        tags,
        summary: "Packages a broker company may place: its connected underwriters allow them",
        params: ZCompanyIdParams,
        response: { 200: ZPage(ZAvailablePackage) },
        querystring: ZSearchPageQuery,
      },
    },
    async (request) =>
      listAvailablePackages(deps.db, requireUser(request), request.params.companyId, request.query),
  );
  r.get(
    "/api/companies/:companyId/available-packages/:packageId",
    {
      schema: {
        tags,
        summary: "One package a broker may place",
        params: ZPackageParams,
        response: { 200: ZAvailablePackage },
      },
    },
    async (request) =>
      getAvailablePackage(
        deps.db,
        requireUser(request),
        request.params.companyId,
        request.params.packageId,
      ),
  );

  r.get(
    "/api/companies/by-handle/:handle/products",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The public products page of a company's portal: its live public packages",
        params: z.object({ handle: z.string().min(1).max(63) }),
        response: {
          200: z.object({
            data: z.array(ZAvailablePackage),
            meta: z.object({ total: z.number().int() }),
          }),
        },
      },
    },
    async (request) => publicPackages(deps.db, request.params.handle),
  );
}
