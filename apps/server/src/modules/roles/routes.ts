import { ZPage, ZPageQuery, ZRole, ZRoleRequest, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { createRole } from "./create-role.ts";
import { deleteRole } from "./delete-role.ts";
import { listRoles } from "./list-roles.ts";
import { updateRole } from "./update-role.ts";

const ZRoleParams = ZCompanyIdParams.extend({ roleId: zIdText });

export async function roleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["roles"];

  r.get(
    "/api/companies/:companyId/roles",
    {
      schema: {
        tags,
        summary: "A company's roles with permissions and user counts, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZRole) },
      },
    },
    async (request) => listRoles(requireContext(request, deps), { query: request.query }),
  );

  r.post(
    "/api/companies/:companyId/roles",
    {
      schema: {
        tags,
        summary: "Create a role",
        params: ZCompanyIdParams,
        body: ZRoleRequest,
        response: { 201: ZRole },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRole(requireContext(request, deps), request.body)),
  );

  r.put(
    "/api/companies/:companyId/roles/:roleId",
    {
      schema: {
        tags,
        summary: "Rename a role or change its permissions",
        params: ZRoleParams,
        body: ZRoleRequest,
        response: { 200: ZRole },
      },
    },
    async (request) =>
      updateRole(requireContext(request, deps), { ...request.body, roleId: request.params.roleId }),
  );

  r.delete(
    "/api/companies/:companyId/roles/:roleId",
    {
      schema: {
        tags,
        summary: "Delete a role; its users move to the role with the fewest permissions",
        params: ZRoleParams,
        response: { 200: z.object({ movedTo: z.number().int(), movedUsers: z.number().int() }) },
      },
    },
    async (request) => deleteRole(requireContext(request, deps), { roleId: request.params.roleId }),
  );
}
