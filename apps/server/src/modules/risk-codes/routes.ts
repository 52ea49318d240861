import { ZPageQuery, ZRiskCode, ZRiskCodePage, ZRiskCodeView } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import {
  createRiskCode,
  deleteRiskCode,
  getRiskCode,
  listRiskCodes,
  updateRiskCode,
} from "./service.ts";

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
    async (request) =>
      listRiskCodes(deps.db, requireActor(request), request.params.companyId, request.query),
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
      getRiskCode(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskCodeId,
      ),
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
      reply
        .status(201)
        .send(
          await createRiskCode(
            deps.db,
            requireActor(request),
            request.params.companyId,
            request.body,
          ),
        ),
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
      updateRiskCode(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskCodeId,
        request.body,
      ),
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
      await deleteRiskCode(
        deps.db,
        requireActor(request),
        request.params.companyId,
        request.params.riskCodeId,
      );
      return reply.status(204).send();
    },
  );
}
