import { ZPageQuery, ZSyndicate, ZSyndicatePage, ZSyndicateView } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createSyndicate } from "./create-syndicate.ts";
import { deleteSyndicate } from "./delete-syndicate.ts";
import { getSyndicate } from "./get-syndicate.ts";
import { listSyndicates } from "./list-syndicates.ts";
import { updateSyndicate } from "./update-syndicate.ts";

const ZSyndicateParams = ZCompanyIdParams.extend({ syndicateId: ZId });
const ZSyndicateFilters = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  active: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

export async function syndicateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["syndicates"];

  r.get(
    "/api/companies/:companyId/syndicates",
    {
      schema: {
        tags,
        summary: "The company's syndicates, paged; search by name or Lloyd's number",
        params: ZCompanyIdParams,
        querystring: ZSyndicateFilters,
        response: { 200: ZSyndicatePage },
      },
    },
    async (request) => listSyndicates(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    "/api/companies/:companyId/syndicates/:syndicateId",
    {
      schema: {
        tags,
        summary: "One syndicate",
        params: ZSyndicateParams,
        response: { 200: ZSyndicateView },
      },
    },
    async (request) =>
      getSyndicate(requireContext(request, deps), { syndicateId: request.params.syndicateId }),
  );
  r.post(
    "/api/companies/:companyId/syndicates",
    {
      schema: {
        tags,
        summary: "Add a syndicate (ManageSyndicates)",
        params: ZCompanyIdParams,
        body: ZSyndicate,
        response: { 201: ZSyndicateView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSyndicate(requireContext(request, deps), request.body)),
  );
  r.put(
    "/api/companies/:companyId/syndicates/:syndicateId",
    {
      schema: {
        tags,
        summary: "Change a syndicate (ManageSyndicates)",
        params: ZSyndicateParams,
        body: ZSyndicate,
        response: { 200: ZSyndicateView },
      },
    },
    async (request) =>
      updateSyndicate(requireContext(request, deps), {
        ...request.body,
        syndicateId: request.params.syndicateId,
      }),
  );
  r.delete(
    "/api/companies/:companyId/syndicates/:syndicateId",
    {
      schema: {
        tags,
        summary: "Delete a syndicate no risk code or agreement uses (ManageSyndicates)",
        params: ZSyndicateParams,
      },
    },
    async (request, reply) => {
      await deleteSyndicate(requireContext(request, deps), {
        syndicateId: request.params.syndicateId,
      });
      return reply.status(204).send();
    },
  );
}
