import { CompanyType, ZBrokerage, ZCreatedId, ZMessage, ZPage } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertMember, requireActor, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { unprocessable } from "../../platform/http/errors.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { findCompany } from "../companies/index.ts";
import { connectBroker, disconnect, pageBrokerages, requestBrokerage } from "./service.ts";

const ZOtherCompany = z.strictObject({
  companyId: z.number({ error: "Choose a company" }).int().positive(),
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
    async (request) => {
      assertMember(requireUser(request), request.params.companyId);
      return pageBrokerages(deps.db, request.params.companyId, request.query);
    },
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
      const actor = requireActor(request);
      const { companyId } = request.params;
      const company = await findCompany(deps.db, companyId);
      if (company?.refCompanyTypeId === CompanyType.Broker) {
        await requestBrokerage(deps, actor, companyId, request.body.companyId);
        return reply.status(202).send({ message: "Your request was sent to the underwriter." });
      }
      if (company?.refCompanyTypeId !== CompanyType.Underwriter) {
        throw unprocessable("Only brokers and underwriters have broker connections");
      }
      return reply
        .status(201)
        .send(await connectBroker(deps, actor, companyId, request.body.companyId));
    },
  );

  r.delete(
    "/api/companies/:companyId/brokerages/:brokerageId",
    {
      schema: {
        tags,
        summary: "End a broker connection",
        params: ZCompanyIdParams.extend({ brokerageId: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      await disconnect(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.brokerageId,
      );
      return reply.status(204).send();
    },
  );
}
