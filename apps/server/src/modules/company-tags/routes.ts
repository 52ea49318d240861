import { messages, ZCompanyTag, ZPage, zId, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { createTag } from "./create-tag.ts";
import { deleteTag } from "./delete-tag.ts";
import { listTags } from "./list-tags.ts";
import { updateTag } from "./update-tag.ts";

const ZTag = z.strictObject({
  name: z
    .string({ error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(50, messages.maxLength(50)),
  fileVersionIds: z.array(zId).max(20, messages.maxSelected(20)).default([]),
});
const ZTagParams = ZCompanyIdParams.extend({ tagId: zIdText });

export async function companyTagRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["company tags"];

  r.get(
    "/api/companies/:companyId/tags",
    {
      schema: {
        tags,
        summary: "The company's tags with their attachments, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZCompanyTag) },
      },
    },
    async (request) => listTags(requireContext(request, deps), { query: request.query }),
  );
  r.post(
    "/api/companies/:companyId/tags",
    {
      schema: {
        tags,
        summary: "Create a tag",
        params: ZCompanyIdParams,
        body: ZTag,
        response: { 201: ZCompanyTag },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTag(requireContext(request, deps), request.body)),
  );
  r.put(
    "/api/companies/:companyId/tags/:tagId",
    {
      schema: {
        tags,
        summary: "Rename a tag or change its attachments",
        params: ZTagParams,
        body: ZTag,
        response: { 200: ZCompanyTag },
      },
    },
    async (request) =>
      updateTag(requireContext(request, deps), { ...request.body, tagId: request.params.tagId }),
  );
  r.delete(
    "/api/companies/:companyId/tags/:tagId",
    { schema: { tags, summary: "Delete a tag", params: ZTagParams } },
    async (request, reply) => {
      await deleteTag(requireContext(request, deps), { tagId: request.params.tagId });
      return reply.status(204).send();
    },
  );
}
