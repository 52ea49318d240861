/**
 * A client company's own policies (`/api/companies/{companyId}/client-policies`): the list its
 * page and home count read, one policy, its issued documents as files, and its certificate of
 * currency generated on demand.
 */
import { ZClientPolicy, ZClientPolicyPage, ZPageQuery } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { sendPrivateFile } from "../../platform/http/send-file.ts";
import { clientPolicyCertificate } from "./client-policy-certificate.ts";
import { clientPolicyDocument } from "./client-policy-document.ts";
import { getClientPolicy } from "./get-client-policy.ts";
import { listClientPolicies } from "./list-client-policies.ts";

const base = "/api/companies/:companyId/client-policies";
const ZPolicyParams = ZCompanyIdParams.extend({ riskPackageId: ZId });

export async function clientPolicyRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["claims"];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "A client company's quotations and policies (its users' own page)",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZClientPolicyPage },
      },
    },
    async (request) => listClientPolicies(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    `${base}/:riskPackageId`,
    {
      schema: {
        tags,
        summary: "One of the client company's policies with its documents",
        params: ZPolicyParams,
        response: { 200: ZClientPolicy },
      },
    },
    async (request) =>
      getClientPolicy(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      }),
  );
  r.get(
    `${base}/:riskPackageId/documents/:documentId/file`,
    {
      schema: {
        tags,
        summary: "One document of a client's policy as PDF, for the client company's users",
        params: ZPolicyParams.extend({ documentId: ZId }),
      },
    },
    async (request, reply) => {
      const { file, data } = await clientPolicyDocument(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        documentId: request.params.documentId,
      });
      return sendPrivateFile(reply, { name: file.name, mimeType: file.mimeType, data });
    },
  );
  r.get(
    `${base}/:riskPackageId/certificate`,
    {
      schema: {
        tags,
        summary:
          "The policy's certificate of currency as PDF, generated now (409 when it is not in force today)",
        params: ZPolicyParams,
      },
    },
    async (request, reply) => {
      const { name, data } = await clientPolicyCertificate(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
      });
      return sendPrivateFile(reply, { name, mimeType: "application/pdf", data });
    },
  );
}
