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
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { createPackage } from "./create-package.ts";
import { deletePackage } from "./delete-package.ts";
import { getAvailablePackage } from "./get-available-package.ts";
import { getPackage } from "./get-package.ts";
import { getPackagePermissions } from "./get-package-permissions.ts";
import { listAvailablePackages } from "./list-available-packages.ts";
import { listPackages } from "./list-packages.ts";
import { publicPackages } from "./public-packages.ts";
import { setPackagePermissions } from "./set-package-permissions.ts";
import { setPackageStatus } from "./set-package-status.ts";
import { updatePackage } from "./update-package.ts";

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
    async (request) => listPackages(requireContext(request, deps), { query: request.query }),
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
      reply.status(201).send(await createPackage(requireContext(request, deps), request.body)),
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
      getPackage(requireContext(request, deps), { packageId: request.params.packageId }),
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
      updatePackage(requireContext(request, deps), {
        ...request.body,
        packageId: request.params.packageId,
      }),
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
      deletePackage(requireContext(request, deps), { packageId: request.params.packageId }),
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
        setPackageStatus(requireContext(request, deps), {
          packageId: request.params.packageId,
          status,
        }),
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
      getPackagePermissions(requireContext(request, deps), {
        packageId: request.params.packageId,
      }),
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
      setPackagePermissions(requireContext(request, deps), {
        ...request.body,
        packageId: request.params.packageId,
      }),
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
      listAvailablePackages(requireContext(request, deps), { query: request.query }),
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
      getAvailablePackage(requireContext(request, deps), {
        packageId: request.params.packageId,
      }),
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
    async (request) =>
      publicPackages(originContext(request, deps), { handle: request.params.handle }),
  );
}
