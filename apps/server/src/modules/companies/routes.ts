import {
  handleFromHost,
  ZCompany,
  ZCompanyName,
  ZCompanyOrProfile,
  ZCreateCompanyRequest,
  ZCreatedId,
  ZPage,
  ZPageQuery,
  ZPortal,
  ZPublicCompany,
  ZUpdateCompanyRequest,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { checkHandle } from "./check-handle.ts";
import { createCompany } from "./create-company.ts";
import { getCompany } from "./get-company.ts";
import { listCompanies } from "./list-companies.ts";
import { listCompanyNames } from "./list-company-names.ts";
import { publicCompanyProfile } from "./public-company-profile.ts";
import { updateCompany } from "./update-company.ts";

const ZCompanyFilters = z.object({
  search: z.string().trim().max(100).optional(),
  refCompanyTypeId: z.coerce.number().int().min(1).max(6).optional(),
  isActive: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

import { ZCompanyIdParams } from "../../platform/http/params.ts";

export async function companyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["companies"];

  r.get(
    "/api/companies",
    {
      schema: {
        tags,
        summary:
          "Companies the user belongs to (all of them for the system company), a page at a time",
        querystring: ZCompanyFilters.extend(ZPageQuery.shape),
        response: { 200: ZPage(ZCompany) },
      },
    },
    async (request) => {
      const { page, perPage, ...filters } = request.query;
      return listCompanies(requireContext(request, deps), { filters, query: { page, perPage } });
    },
  );

  r.get(
    "/api/company-names",
    {
      schema: {
        tags,
        summary: "Names of active companies, for pickers",
        querystring: ZCompanyFilters,
        response: { 200: z.object({ data: z.array(ZCompanyName) }) },
      },
    },
    async (request) => ({ data: await listCompanyNames(deps.db, request.query) }),
  );

  r.get(
    "/api/company-handles/availability",
    {
      schema: {
        tags,
        summary:
          "Whether a portal handle may be chosen for a new company (trimmed, lower-cased; the first problem, or taken)",
        querystring: z.object({ handle: z.string().max(200) }),
        response: {
          200: z.object({
            handle: z.string(),
            available: z.boolean(),
            message: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => checkHandle(requireContext(request, deps), { handle: request.query.handle }),
  );

  r.get(
    "/api/portal",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The company whose portal this host is ({handle}.{base host}); company null on the base host",
        response: { 200: ZPortal },
      },
    },
    async (request) => {
      const handle = handleFromHost(
        String(request.headers["x-forwarded-host"] ?? request.headers.host ?? ""),
        {
          baseHost: deps.config.baseHost,
          environmentLabels: deps.config.environmentLabels,
        },
      );
      return {
        baseHost: deps.config.baseHost,
        // Set when sessions are shared across portals; the web app then sends users to them.
        cookieDomain: deps.config.cookieDomain ?? null,
        handle,
        company: handle ? await publicCompanyProfile(deps.db, handle) : null,
      };
    },
  );

  r.get(
    "/api/companies/by-handle/:handle",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A company's public profile by portal handle (branding for its login page)",
        params: z.object({ handle: z.string().min(1).max(63) }),
        response: { 200: ZPublicCompany },
      },
    },
    async (request) => publicCompanyProfile(deps.db, request.params.handle),
  );

  r.get(
    "/api/companies/:companyId",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "One company: whole for its members, the public profile for others",
        params: ZCompanyIdParams,
        response: { 200: ZCompanyOrProfile },
      },
    },
    async (request) => getCompany(deps.db, request.user, request.params.companyId),
  );

  r.post(
    "/api/companies",
    {
      schema: {
        tags,
        summary: "Register a company; the creator becomes its administrator",
        body: ZCreateCompanyRequest,
        response: { 201: ZCreatedId },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCompany(requireContext(request, deps), request.body)),
  );

  r.put(
    "/api/companies/:companyId",
    {
      schema: {
        tags,
        summary: "Update company details, tags and appearance",
        params: ZCompanyIdParams,
        body: ZUpdateCompanyRequest,
        response: { 200: ZCompany },
      },
    },
    async (request) => updateCompany(requireContext(request, deps), request.body),
  );
}
