/** Renewals: renew a term, its renewal history, and the company's invitation setting. */
import {
  ZPageQuery,
  ZRenewalHistory,
  ZRenewalSettings,
  ZRenewalSettingsInput,
  ZRiskPackageView,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import type { RiskHooks } from "../risks/index.ts";
import { getRenewalSettings } from "./get-renewal-settings.ts";
import { putRenewalSettings } from "./put-renewal-settings.ts";
import { renewRisk } from "./renew-risk.ts";
import { renewalHistory } from "./renewal-history.ts";

const ZRiskParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const one = "/api/companies/:companyId/risks/:riskPackageId";
const settings = "/api/companies/:companyId/renewal-settings";

export function renewalRoutes(hooks: RiskHooks = {}) {
  return async function routes(app: FastifyInstance, deps: AppDeps) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["renewals"];

    r.post(
      `${one}/renew`,
      {
        schema: {
          tags,
          summary:
            "Renew a bound policy: the next term (REN) in the same chain, re-rated on the newest published versions",
          params: ZRiskParams,
          body: z.strictObject({}).optional().default({}),
          response: { 201: ZRiskPackageView },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await renewRisk(requireContext(request, deps), {
            riskPackageId: request.params.riskPackageId,
            hooks,
          }),
        ),
    );
    r.get(
      `${one}/renewals`,
      {
        schema: {
          tags,
          summary: "The policy's renewal history: the terms of its chain, oldest first (paged)",
          params: ZRiskParams,
          querystring: ZPageQuery,
          response: { 200: ZRenewalHistory },
        },
      },
      async (request) =>
        renewalHistory(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
          query: request.query,
        }),
    );
    r.get(
      settings,
      {
        schema: {
          tags,
          summary: "Days before expiry that renewal invitations go out",
          params: ZCompanyIdParams,
          response: { 200: ZRenewalSettings },
        },
      },
      async (request) => getRenewalSettings(requireContext(request, deps)),
    );
    r.put(
      settings,
      {
        schema: {
          tags,
          summary: "Set the days before expiry that renewal invitations go out (ManageProducts)",
          params: ZCompanyIdParams,
          body: ZRenewalSettingsInput,
          response: { 200: ZRenewalSettings },
        },
      },
      async (request) => putRenewalSettings(requireContext(request, deps), request.body),
    );
  };
}
