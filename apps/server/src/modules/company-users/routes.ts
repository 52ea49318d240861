import { ZCompanyUser, ZPage, zIdOf, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { changeUserRole } from "./change-user-role.ts";
import { listCompanyUsers } from "./list-company-users.ts";
import { removeCompanyUser } from "./remove-company-user.ts";

const ZUserParams = ZCompanyIdParams.extend({ userId: zIdText });

export async function companyUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["company users"];

  r.get(
    "/api/companies/:companyId/users",
    {
      schema: {
        tags,
        summary: "The company's users and their roles, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZCompanyUser) },
      },
    },
    async (request) => listCompanyUsers(requireContext(request, deps), { query: request.query }),
  );

  r.put(
    "/api/companies/:companyId/users/:userId",
    {
      schema: {
        tags,
        summary: "Give a user another role in the company",
        params: ZUserParams,
        body: z.strictObject({ roleId: zIdOf("Role is required") }),
        response: { 200: z.object({ id: z.number().int(), roleId: z.number().int() }) },
      },
    },
    async (request) =>
      changeUserRole(requireContext(request, deps), {
        userId: request.params.userId,
        roleId: request.body.roleId,
      }),
  );

  r.delete(
    "/api/companies/:companyId/users/:userId",
    { schema: { tags, summary: "Remove a user from the company", params: ZUserParams } },
    async (request, reply) => {
      await removeCompanyUser(requireContext(request, deps), { userId: request.params.userId });
      return reply.status(204).send();
    },
  );
}
