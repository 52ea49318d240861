import {
  ZDocumentTemplate,
  ZDocumentTemplatePage,
  ZDocumentTemplateView,
  ZMergeFieldsView,
  ZProductDocumentLinks,
  ZProductDocumentLinksView,
  ZTemplateListQuery,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createTemplate } from "./create-template.ts";
import { deleteTemplate } from "./delete-template.ts";
import { listMergeFields } from "./list-merge-fields.ts";
import { pageTemplates } from "./page-templates.ts";
import { productLinks } from "./product-links.ts";
import { readTemplate } from "./read-template.ts";
import { setProductLinks } from "./set-product-links.ts";
import { updateTemplate } from "./update-template.ts";

const ZTemplateParams = ZCompanyIdParams.extend({ templateId: ZId });
const ZProductParams = ZCompanyIdParams.extend({ productId: ZId });

/** SPEC §3 document templates (ManageDocuments) and which ones a product issues when. */
export async function documentTemplateRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["document templates"];
  const base = "/api/companies/:companyId/document-templates";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's document templates, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZTemplateListQuery,
        response: { 200: ZDocumentTemplatePage },
      },
    },
    async (request) => pageTemplates(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    "/api/companies/:companyId/document-merge-fields",
    {
      schema: {
        tags,
        summary: "The merge fields of the data model (version 1)",
        params: ZCompanyIdParams,
        response: { 200: ZMergeFieldsView },
      },
    },
    async (request) => listMergeFields(requireContext(request, deps)),
  );
  r.get(
    `${base}/:templateId`,
    {
      schema: {
        tags,
        summary: "One document template",
        params: ZTemplateParams,
        response: { 200: ZDocumentTemplateView },
      },
    },
    async (request) =>
      readTemplate(requireContext(request, deps), { templateId: request.params.templateId }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a template; Liquid errors answer 422 with their line and column",
        params: ZCompanyIdParams,
        body: ZDocumentTemplate,
        response: { 201: ZDocumentTemplateView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(requireContext(request, deps), request.body)),
  );
  r.put(
    `${base}/:templateId`,
    {
      schema: {
        tags,
        summary: "Save a template",
        params: ZTemplateParams,
        body: ZDocumentTemplate,
        response: { 200: ZDocumentTemplateView },
      },
    },
    async (request) =>
      updateTemplate(requireContext(request, deps), {
        ...request.body,
        templateId: request.params.templateId,
      }),
  );
  r.delete(
    `${base}/:templateId`,
    { schema: { tags, summary: "Delete a template no product issues", params: ZTemplateParams } },
    async (request, reply) => {
      await deleteTemplate(requireContext(request, deps), {
        templateId: request.params.templateId,
      });
      return reply.status(204).send();
    },
  );
  r.get(
    "/api/companies/:companyId/products/:productId/document-templates",
    {
      schema: {
        tags,
        summary:
          "Which templates the product issues on quote, bind, adjustment, cancellation, reinstatement, renewal",
        params: ZProductParams,
        response: { 200: ZProductDocumentLinksView },
      },
    },
    async (request) =>
      productLinks(requireContext(request, deps), { productId: request.params.productId }),
  );
  r.put(
    "/api/companies/:companyId/products/:productId/document-templates",
    {
      schema: {
        tags,
        summary: "Set which templates the product issues on each event",
        params: ZProductParams,
        body: ZProductDocumentLinks,
        response: { 200: ZProductDocumentLinksView },
      },
    },
    async (request) =>
      setProductLinks(requireContext(request, deps), {
        productId: request.params.productId,
        links: request.body.links,
      }),
  );
}
