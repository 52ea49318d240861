import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { listAllUsers, myInvitations } from "./service.ts";

export async function directoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users",
    {
      schema: {
        tags: ["users"],
        summary: "Every user with their roles (system company only), a page at a time",
        querystring: ZSearchPageQuery,
      },
    },
    async (request) => listAllUsers(deps.db, requireUser(request), request.query),
  );

  r.get(
    "/api/user/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "Pending invitations addressed to the signed-in user",
      },
    },
    async (request) => ({ data: await myInvitations(deps.db, requireUser(request)) }),
  );
}
