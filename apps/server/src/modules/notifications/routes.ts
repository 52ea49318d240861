import { ZPage, ZPageQuery, ZUserNotification, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { deleteNotifications } from "./delete-notifications.ts";
import { listNotifications } from "./list-notifications.ts";
import { markNotifications } from "./mark-notifications.ts";

const ZIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.uuid("Each notification id must be a UUID")).max(500));

const ZScopeQuery = z.object({
  companyId: zIdText.optional(),
  notificationIds: ZIds.optional(),
});

export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["notifications"];

  const scopeOf = (query: z.infer<typeof ZScopeQuery>) => ({
    forCompanyId: query.companyId,
    notificationIds: query.notificationIds,
  });

  r.get(
    "/api/user/notifications",
    {
      schema: {
        tags,
        summary: "The user's notifications for a company, newest first, a page at a time",
        querystring: ZScopeQuery.extend(ZPageQuery.shape),
        response: { 200: ZPage(ZUserNotification) },
      },
    },
    async (request) => {
      const { page, perPage, ...scope } = request.query;
      return listNotifications(requireContext(request, deps), {
        ...scopeOf(scope),
        query: { page, perPage },
      });
    },
  );

  r.put(
    "/api/user/notifications",
    {
      schema: {
        tags,
        summary: "Mark notifications read (status=read) or unread; all when no ids are given",
        querystring: ZScopeQuery.extend({ status: z.enum(["read"]).optional() }),
      },
    },
    async (request, reply) => {
      await markNotifications(requireContext(request, deps), {
        ...scopeOf(request.query),
        status: request.query.status,
      });
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/user/notifications",
    {
      schema: {
        tags,
        summary: "Delete notifications; all when no ids are given",
        querystring: ZScopeQuery,
      },
    },
    async (request, reply) => {
      await deleteNotifications(requireContext(request, deps), scopeOf(request.query));
      return reply.status(204).send();
    },
  );
}
