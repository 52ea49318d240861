import {
  CompanyType,
  ZBrokerage,
  ZBrokerageRequest,
  ZCreatedId,
  ZMessage,
  ZPage,
  ZPageQuery,
  zIdOf,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { unprocessable } from "../../platform/http/errors.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { findCompany } from "../companies/index.ts";
import { connectBroker } from "./connect-broker.ts";
import { createBrokerageRequest } from "./create-brokerage-request.ts";
import { decideBrokerageRequest } from "./decide-brokerage-request.ts";
import { disconnectBrokerage } from "./disconnect-brokerage.ts";
import { listBrokerageRequests } from "./list-brokerage-requests.ts";
import { listBrokerages } from "./list-brokerages.ts";

const ZOtherCompany = z.strictObject({
  companyId: zIdOf("Choose a company"),
});

export async function brokerageRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["brokerages"];

  r.get(
    "/api/companies/:companyId/brokerages",
    {
      schema: {
        tags,
        summary:
          "A page of the broker–underwriter connections of a broker or an underwriter (search by the other company's name or handle)",
        params: ZCompanyIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZBrokerage) },
      },
    },
    async (request) => listBrokerages(requireContext(request, deps), { query: request.query }),
  );

  r.post(
    "/api/companies/:companyId/brokerages",
    {
      schema: {
        tags,
        summary: "An underwriter connects a broker; a broker asks an underwriter to connect (202)",
        params: ZCompanyIdParams,
        body: ZOtherCompany,
        response: { 201: ZCreatedId, 202: ZMessage },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request, deps);
      const company = await findCompany(deps.db, request.params.companyId);
      if (company?.refCompanyTypeId === CompanyType.Broker) {
        await createBrokerageRequest(ctx, { underwriterCompanyId: request.body.companyId });
        return reply.status(202).send({ message: "Your request was sent to the underwriter." });
      }
      if (company?.refCompanyTypeId !== CompanyType.Underwriter) {
        throw unprocessable("Only brokers and underwriters have broker connections");
      }
      return reply
        .status(201)
        .send(await connectBroker(ctx, { brokerCompanyId: request.body.companyId }));
    },
  );

  r.delete(
    "/api/companies/:companyId/brokerages/:brokerageId",
    {
      schema: {
        tags,
        summary: "End a broker connection",
        params: ZCompanyIdParams.extend({ brokerageId: zIdText }),
      },
    },
    async (request, reply) => {
      await disconnectBrokerage(requireContext(request, deps), {
        brokerageId: request.params.brokerageId,
      });
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/companies/:companyId/brokerage-requests",
    {
      schema: {
        tags,
        summary:
          "A page of pending connection requests: received by an underwriter, sent by a broker",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZBrokerageRequest) },
      },
    },
    async (request) =>
      listBrokerageRequests(requireContext(request, deps), { query: request.query }),
  );

  const ZRequestParams = ZCompanyIdParams.extend({
    requestId: zIdText,
  });

  r.post(
    "/api/companies/:companyId/brokerage-requests/:requestId/accept",
    {
      schema: {
        tags,
        summary: "The underwriter accepts a broker's request: the connection is made",
        params: ZRequestParams,
        response: { 201: ZCreatedId },
      },
    },
    async (request, reply) => {
      const made = await decideBrokerageRequest(requireContext(request, deps), {
        requestId: request.params.requestId,
        accept: true,
      });
      return reply.status(201).send(made!);
    },
  );

  r.post(
    "/api/companies/:companyId/brokerage-requests/:requestId/decline",
    {
      schema: {
        tags,
        summary: "The underwriter declines a broker's request",
        params: ZRequestParams,
      },
    },
    async (request, reply) => {
      await decideBrokerageRequest(requireContext(request, deps), {
        requestId: request.params.requestId,
        accept: false,
      });
      return reply.status(204).send();
    },
  );
}
