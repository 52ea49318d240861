import { ZPage, ZPageQuery, ZUserNotification, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertMember, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { deleteNotifications, listNotifications, markNotifications } from "./service.ts";

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

  const scopeOf = (
    request: Parameters<typeof requireUser>[0],
    query: z.infer<typeof ZScopeQuery>,
  ) => {
    const user = requireUser(request);
    if (query.companyId !== undefined) assertMember(user, query.companyId);
    return { userId: user.id, companyId: query.companyId, notificationIds: query.notificationIds };
  };

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
      return listNotifications(deps.db, scopeOf(request, scope), { page, perPage });
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
      await markNotifications(deps.db, scopeOf(request, request.query), request.query.status);
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
      await deleteNotifications(deps.db, scopeOf(request, request.query));
      return reply.status(204).send();
    },
  );
}
