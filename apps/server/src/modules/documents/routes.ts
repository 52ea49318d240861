import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { previewContent } from "./preview-content.ts";
import type { PreviewRiskData } from "./preview-data.ts";
import { ZPreviewWith } from "./preview-schema.ts";
import { previewTemplate } from "./preview-template.ts";
import { riskDocumentRoutes } from "./risk-routes.ts";

/**
 * Previews of document templates as PDF (the editor shows them inline); `riskData` reads a
 * chosen risk's merge data (the risks module's, wired in app.ts).
 */
export const documentRoutes = (riskData: PreviewRiskData) =>
  async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["document templates"];
    const pdf = (reply: import("fastify").FastifyReply, data: Buffer, name: string) =>
      reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(name)}.pdf`)
        .header("cache-control", "private, no-store")
        .send(data);

    r.get(
      "/api/companies/:companyId/document-templates/:templateId/preview",
      {
        schema: {
          tags,
          summary: "A saved template as PDF with a sample risk or one of the company's risks",
          params: ZCompanyIdParams.extend({ templateId: ZId }),
          querystring: ZPreviewWith,
        },
      },
      async (request, reply) =>
        pdf(
          reply,
          await previewTemplate(requireContext(request, deps), {
            ...request.query,
            templateId: request.params.templateId,
            riskData,
          }),
          "preview",
        ),
    );
    r.post(
      "/api/companies/:companyId/document-templates/preview",
      {
        schema: {
          tags,
          summary:
            "Unsaved template content as PDF with a sample or chosen risk (422 with positions)",
          params: ZCompanyIdParams,
          body: ZPreviewWith.extend({
            name: z.string().trim().max(150).default("Preview"),
            content: z.string().max(200_000),
          }).strict(),
        },
      },
      async (request, reply) =>
        pdf(
          reply,
          await previewContent(requireContext(request, deps), { ...request.body, riskData }),
          request.body.name,
        ),
    );
    await riskDocumentRoutes(app, deps);
  };
