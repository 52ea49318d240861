import { ZPageQuery, ZRiskCode, ZRiskCodePage, ZRiskCodeView } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createRiskCode } from "./create-risk-code.ts";
import { deleteRiskCode } from "./delete-risk-code.ts";
import { getRiskCode } from "./get-risk-code.ts";
import { listRiskCodes } from "./list-risk-codes.ts";
import { updateRiskCode } from "./update-risk-code.ts";

const ZRiskCodeParams = ZCompanyIdParams.extend({ riskCodeId: ZId });
const ZRiskCodeFilters = ZPageQuery.extend({ search: z.string().trim().max(100).optional() });

export async function riskCodeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["risk codes"];

  r.get(
    "/api/companies/:companyId/risk-codes",
    {
      schema: {
        tags,
        summary: "The company's risk codes, paged; search by code or description",
        params: ZCompanyIdParams,
        response: { 200: ZRiskCodePage },
        querystring: ZRiskCodeFilters,
      },
    },
    async (request) => listRiskCodes(requireContext(request, deps), { filters: request.query }),
  );
  r.get(
    "/api/companies/:companyId/risk-codes/:riskCodeId",
    {
      schema: {
        tags,
        summary: "One risk code with its periods and syndicate shares",
        params: ZRiskCodeParams,
        response: { 200: ZRiskCodeView },
      },
    },
    async (request) =>
      getRiskCode(requireContext(request, deps), { riskCodeId: request.params.riskCodeId }),
  );
  r.post(
    "/api/companies/:companyId/risk-codes",
    {
      schema: {
        tags,
        summary: "Add a risk code with its reinsurance periods (ManageBindingAgreements)",
        params: ZCompanyIdParams,
        response: { 201: ZRiskCodeView },
        body: ZRiskCode,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRiskCode(requireContext(request, deps), request.body)),
  );
  r.put(
    "/api/companies/:companyId/risk-codes/:riskCodeId",
    {
      schema: {
        tags,
        summary: "Change a risk code; its periods are replaced whole (ManageBindingAgreements)",
        params: ZRiskCodeParams,
        response: { 200: ZRiskCodeView },
        body: ZRiskCode,
      },
    },
    async (request) =>
      updateRiskCode(requireContext(request, deps), {
        ...request.body,
        riskCodeId: request.params.riskCodeId,
      }),
  );
  r.delete(
    "/api/companies/:companyId/risk-codes/:riskCodeId",
    {
      schema: {
        tags,
        summary: "Delete a risk code (ManageBindingAgreements)",
        params: ZRiskCodeParams,
      },
    },
    async (request, reply) => {
      await deleteRiskCode(requireContext(request, deps), {
        riskCodeId: request.params.riskCodeId,
      });
      return reply.status(204).send();
    },
  );
}
