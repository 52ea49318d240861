import {
  ZAgreementUsage,
  ZBindingAgreement,
  ZBindingAgreementPage,
  ZBindingAgreementView,
  ZPageQuery,
  ZPlacementOptions,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { agreementUsage } from "./agreement-usage.ts";
import { createAgreement } from "./create-agreement.ts";
import { deleteAgreement } from "./delete-agreement.ts";
import { getAgreement } from "./get-agreement.ts";
import { listAgreements } from "./list-agreements.ts";
import { listPlacementOptions } from "./list-placement-options.ts";
import { periodRoutes } from "./period-routes.ts";
import { updateAgreement } from "./update-agreement.ts";

const ZAgreementParams = ZCompanyIdParams.extend({ agreementId: ZId });
const ZAgreementFilters = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });

export async function bindingAgreementRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["binding agreements"];

  r.get(
    "/api/companies/:companyId/binding-agreements",
    {
      schema: {
        tags,
        summary:
          "An agency's binding agreements, or for an insurer the agreements it carries; paged, search by name, UMR or number",
        params: ZCompanyIdParams,
        querystring: ZAgreementFilters,
        response: { 200: ZBindingAgreementPage },
      },
    },
    async (request) => listAgreements(requireContext(request, deps), { filters: request.query }),
  );
  r.get(
    "/api/companies/:companyId/binding-agreements/placement-options",
    {
      schema: {
        tags,
        summary:
          "What the company's products may be written under: its agreements with their periods' current sections",
        params: ZCompanyIdParams,
        response: { 200: ZPlacementOptions },
      },
    },
    async (request) => listPlacementOptions(requireContext(request, deps)),
  );
  r.get(
    "/api/companies/:companyId/binding-agreements/:agreementId/usage",
    {
      schema: {
        tags,
        summary:
          "Bound premium against each section's limits, per published period (agency and managing insurer)",
        params: ZAgreementParams,
        response: { 200: ZAgreementUsage },
      },
    },
    async (request) =>
      agreementUsage(requireContext(request, deps), { agreementId: request.params.agreementId }),
  );
  r.get(
    "/api/companies/:companyId/binding-agreements/:agreementId",
    {
      schema: {
        tags,
        summary: "One binding agreement (its agency or its managing insurer)",
        params: ZAgreementParams,
        response: { 200: ZBindingAgreementView },
      },
    },
    async (request) =>
      getAgreement(requireContext(request, deps), { agreementId: request.params.agreementId }),
  );
  r.post(
    "/api/companies/:companyId/binding-agreements",
    {
      schema: {
        tags,
        summary: "Add a binding agreement (underwriting agencies, ManageBindingAgreements)",
        params: ZCompanyIdParams,
        body: ZBindingAgreement,
        response: { 201: ZBindingAgreementView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAgreement(requireContext(request, deps), request.body)),
  );
  r.put(
    "/api/companies/:companyId/binding-agreements/:agreementId",
    {
      schema: {
        tags,
        summary: "Change a binding agreement's details (ManageBindingAgreements)",
        params: ZAgreementParams,
        body: ZBindingAgreement,
        response: { 200: ZBindingAgreementView },
      },
    },
    async (request) =>
      updateAgreement(requireContext(request, deps), {
        ...request.body,
        agreementId: request.params.agreementId,
      }),
  );
  r.delete(
    "/api/companies/:companyId/binding-agreements/:agreementId",
    {
      schema: {
        tags,
        summary: "Delete a binding agreement (ManageBindingAgreements)",
        params: ZAgreementParams,
      },
    },
    async (request, reply) => {
      await deleteAgreement(requireContext(request, deps), {
        agreementId: request.params.agreementId,
      });
      return reply.status(204).send();
    },
  );
  await periodRoutes(app, deps);
}
