import {
  ZEmailPreview,
  ZEmailTemplate,
  ZEmailTemplatePage,
  ZEmailTemplateView,
  ZProductEmailLinks,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { type PreviewRiskData, ZPreviewWith } from "../documents/index.ts";
import { deleteEmailTemplate } from "./delete-email-template.ts";
import type { EmailTemplateInput } from "./email-template-input.ts";
import { pageEmailTemplates } from "./page-email-templates.ts";
import { previewEmail } from "./preview-email.ts";
import { productEmailLinks } from "./product-email-links.ts";
import { readEmailTemplate } from "./read-email-template.ts";
import { saveEmailTemplate } from "./save-email-template.ts";
import { setProductEmailLinks } from "./set-product-email-links.ts";

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
        pageEmailTemplates(requireContext(request, deps), { query: request.query }),
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
      async (request) =>
        readEmailTemplate(requireContext(request, deps), {
          templateId: request.params.templateId,
        }),
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
        reply.status(201).send(
          await saveEmailTemplate(requireContext(request, deps), {
            ...(request.body as EmailTemplateInput),
            templateId: null,
          }),
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
        saveEmailTemplate(requireContext(request, deps), {
          ...(request.body as EmailTemplateInput),
          templateId: request.params.templateId,
        }),
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
      async (request) => previewEmail(requireContext(request, deps), { ...request.body, riskData }),
    );
    r.delete(
      `${base}/:templateId`,
      { schema: { tags, summary: "Delete an email template", params: ZParams } },
      async (request, reply) => {
        await deleteEmailTemplate(requireContext(request, deps), {
          templateId: request.params.templateId,
        });
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
            "Which email templates the product sends on quote, bind, adjustment, cancellation, reinstatement, renewal invitation and proposal",
          params: ZProductParams,
          response: { 200: ZProductEmailLinks },
        },
      },
      async (request) =>
        productEmailLinks(requireContext(request, deps), { productId: request.params.productId }),
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
        setProductEmailLinks(requireContext(request, deps), {
          productId: request.params.productId,
          links: request.body.links,
        }),
    );
  };
