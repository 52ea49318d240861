import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { previewContent, previewTemplate } from "./preview.ts";
import { riskDocumentRoutes } from "./risk-routes.ts";

const ZSample = z.enum(["pi", "motor"]).default("pi");

/** Previews of document templates as PDF (the editor shows them inline). */
export async function documentRoutes(app: FastifyInstance, deps: AppDeps) {
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
        summary: "A saved template as PDF with the sample risk",
        params: ZCompanyIdParams.extend({ templateId: ZId }),
        querystring: z.object({ sample: ZSample }),
      },
    },
    async (request, reply) =>
      pdf(
        reply,
        await previewTemplate(
          deps,
          requireActor(request),
          request.params.companyId,
          request.params.templateId,
          request.query.sample,
        ),
        "preview",
      ),
  );
  r.post(
    "/api/companies/:companyId/document-templates/preview",
    {
      schema: {
        tags,
        summary: "Unsaved template content as PDF with the sample risk (422 with positions)",
        params: ZCompanyIdParams,
        body: z.strictObject({
          name: z.string().trim().max(150).default("Preview"),
          content: z.string().max(200_000),
          sample: ZSample,
        }),
      },
    },
    async (request, reply) =>
      pdf(
        reply,
        await previewContent(deps, requireActor(request), request.params.companyId, request.body),
        request.body.name,
      ),
  );
  await riskDocumentRoutes(app, deps);
}
