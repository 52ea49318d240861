import { ZMyInvitation, ZPage, ZPlatformUser } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { listAllUsers } from "./list-all-users.ts";
import { listMyInvitations } from "./list-my-invitations.ts";

export async function directoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/users",
    {
      schema: {
        tags: ["users"],
        summary: "Every user with their roles (system company only), a page at a time",
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZPlatformUser) },
      },
    },
    async (request) => listAllUsers(requireContext(request, deps), { query: request.query }),
  );

  r.get(
    "/api/user/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "Pending invitations addressed to the signed-in user",
        response: { 200: z.object({ data: z.array(ZMyInvitation) }) },
      },
    },
    async (request) => ({ data: await listMyInvitations(requireContext(request, deps)) }),
  );
}
