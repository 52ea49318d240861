import {
  Permission,
  ZEmailPreview,
  ZEmailTemplate,
  ZEmailTemplatePage,
  ZEmailTemplateView,
  ZProductEmailLinks,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertCan, requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { type PreviewRiskData, ZPreviewWith } from "../documents/index.ts";
import { productEmailLinks, setProductEmailLinks } from "./links.ts";
import {
  deleteEmailTemplate,
  findEmailTemplate,
  pageEmailTemplates,
  presentEmailTemplateWithFiles,
  previewEmail,
  saveEmailTemplate,
} from "./service.ts";

const ZParams = ZCompanyIdParams.extend({ templateId: ZId });
const ZProductParams = ZCompanyIdParams.extend({ productId: ZId });

/**
 * SPEC §3 email templates (ManageDocuments). `riskData` reads a chosen risk's merge data for the
 * preview (the risks module's, wired in app.ts).
 */
export const emailTemplateRoutes = (riskData: PreviewRiskData) =>
  async function emailTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["email templates"];
    const base = "/api/companies/:companyId/email-templates";
    r.get(
      base,
      {
        schema: {
          tags,
          summary: "Email templates, a page at a time",
          params: ZCompanyIdParams,
          querystring: ZSearchPageQuery,
          response: { 200: ZEmailTemplatePage },
        },
      },
      async (request) =>
        pageEmailTemplates(deps.db, requireActor(request), request.params.companyId, request.query),
    );
    r.get(
      `${base}/:templateId`,
      {
        schema: {
          tags,
          summary: "One email template",
          params: ZParams,
          response: { 200: ZEmailTemplateView },
        },
      },
      async (request) => {
        assertCan(requireActor(request).user, request.params.companyId, Permission.ManageDocuments);
        return presentEmailTemplateWithFiles(
          deps.db,
          request.params.companyId,
          await findEmailTemplate(deps.db, request.params.companyId, request.params.templateId),
        );
      },
    );
    r.post(
      base,
      {
        schema: {
          tags,
          summary: "Create an email template",
          params: ZCompanyIdParams,
          body: ZEmailTemplate,
          response: { 201: ZEmailTemplateView },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await saveEmailTemplate(
              deps,
              requireActor(request),
              request.params.companyId,
              null,
              request.body as never,
            ),
          ),
    );
    r.put(
      `${base}/:templateId`,
      {
        schema: {
          tags,
          summary: "Save an email template",
          params: ZParams,
          body: ZEmailTemplate,
          response: { 200: ZEmailTemplateView },
        },
      },
      async (request) =>
        saveEmailTemplate(
          deps,
          requireActor(request),
          request.params.companyId,
          request.params.templateId,
          request.body as never,
        ),
    );
    r.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          summary: "Subject and content rendered with a sample or chosen risk (422 with positions)",
          params: ZCompanyIdParams,
          body: ZPreviewWith.extend({
            subject: z.string().max(255).default(""),
            content: z.string().max(200_000),
          }).strict(),
          response: { 200: ZEmailPreview },
        },
      },
      async (request) =>
        previewEmail(deps, riskData, requireActor(request), request.params.companyId, request.body),
    );
    r.delete(
      `${base}/:templateId`,
      { schema: { tags, summary: "Delete an email template", params: ZParams } },
      async (request, reply) => {
        await deleteEmailTemplate(
          deps,
          requireActor(request),
          request.params.companyId,
          request.params.templateId,
        );
        return reply.status(204).send();
      },
    );
    const links = "/api/companies/:companyId/products/:productId/email-templates";
    r.get(
      links,
      {
        schema: {
          tags,
          summary:
            "Which email templates the product sends on quote, bind, adjustment, cancellation, renewal invitation and proposal",
          params: ZProductParams,
          response: { 200: ZProductEmailLinks },
        },
      },
      async (request) =>
        productEmailLinks(
          deps.db,
          requireActor(request),
          request.params.companyId,
          request.params.productId,
        ),
    );
    r.put(
      links,
      {
        schema: {
          tags,
          summary: "Set which email templates the product sends on each trigger",
          params: ZProductParams,
          body: ZProductEmailLinks,
          response: { 200: ZProductEmailLinks },
        },
      },
      async (request) =>
        setProductEmailLinks(
          deps,
          requireActor(request),
          request.params.companyId,
          request.params.productId,
          request.body.links,
        ),
    );
  };
