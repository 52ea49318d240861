import { ZMessage, ZPageQuery, ZRiskEmailPage, ZSendRiskEmail } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { pageRiskEmails } from "./page-risk-emails.ts";
import { sendRiskEmailByHand } from "./send-risk-email-by-hand.ts";

/** The emails a risk package's triggers sent (quote, bind, …) and their delivery state. */
export async function riskEmailRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/companies/:companyId/risks/:riskPackageId/emails",
    {
      schema: {
        tags: ["risk emails"],
        summary: "Send one of the company's email templates by hand (underwriter side)",
        params: ZCompanyIdParams.extend({ riskPackageId: ZId }),
        body: ZSendRiskEmail,
        response: { 202: ZMessage },
      },
    },
    async (request, reply) => {
      await sendRiskEmailByHand(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        templateId: request.body.templateId,
      });
      return reply.code(202).send({ message: "The email is on its way" });
    },
  );
  r.get(
    "/api/companies/:companyId/risks/:riskPackageId/emails",
    {
      schema: {
        tags: ["risk emails"],
        summary: "The emails sent for a risk package, newest first, with their delivery state",
        params: ZCompanyIdParams.extend({ riskPackageId: ZId }),
        querystring: ZPageQuery,
        response: { 200: ZRiskEmailPage },
      },
    },
    async (request) =>
      pageRiskEmails(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
}
