/**
 * A risk package's generated documents (quotation, policy schedule, …) for every party to the
 * risk under its own company: the list (a page, with the state of generation), the download of
 * one document, and generating them again after a failure (the underwriter). Who may see the
 * package is the risks module's rule (`visibleRiskPackage`): anyone else gets 404.
 */
import { ZDocumentGenerationState, ZPageQuery, ZRiskDocumentPage } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { sendPrivateFile } from "../../platform/http/send-file.ts";
import { pageRiskDocuments } from "./page-risk-documents.ts";
import { regenerateRiskDocuments } from "./regenerate-risk-documents.ts";
import { riskDocumentFile } from "./risk-document-file.ts";

const ZParams = ZCompanyIdParams.extend({ riskPackageId: ZId });

/** A risk package's generated documents: list, download, generate again. */
export async function riskDocumentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["risk documents"];
  const base = "/api/companies/:companyId/risks/:riskPackageId/documents";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The quotation and policy documents of a risk package, newest first",
        params: ZParams,
        querystring: ZPageQuery,
        response: { 200: ZRiskDocumentPage },
      },
    },
    async (request) =>
      pageRiskDocuments(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.get(
    `${base}/:documentId/file`,
    {
      schema: {
        tags,
        summary: "One generated document as PDF, for any party to the risk",
        params: ZParams.extend({ documentId: ZId }),
      },
    },
    async (request, reply) => {
      const { file, data } = await riskDocumentFile(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        documentId: request.params.documentId,
      });
      return sendPrivateFile(reply, { name: file.name, mimeType: file.mimeType, data });
    },
  );
  r.post(
    `${base}/regenerate`,
    {
      schema: {
        tags,
        summary: "Generate the package's documents again (the underwriter, after a failure)",
        params: ZParams,
        response: { 202: ZDocumentGenerationState },
      },
    },
    async (request, reply) =>
      reply.status(202).send(
        await regenerateRiskDocuments(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
        }),
      ),
  );
}
