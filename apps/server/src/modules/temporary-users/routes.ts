import { Permission, ZIssuedTemporaryAccess, ZTemporaryAccess, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertCan, requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { unauthenticated } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { companySummary } from "../users/index.ts";
import { issueTemporaryAccess, revokeTemporaryAccess } from "./service.ts";

const ZCompanyParams = z.object({ companyId: zIdText });

export async function temporaryUserRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["temporary users"];

  r.get(
    "/api/temporary-access",
    {
      config: { temporaryAccess: true },
      schema: {
        tags,
        summary: "The one item a temporary user may see, and the branding to use",
        response: { 200: ZTemporaryAccess },
      },
    },
    async (request) => {
      const access = request.temporaryAccess;
      if (!access) throw unauthenticated();
      const company = await findCompany(deps.db, access.companyId);
      return {
        subjectType: access.subjectType,
        subjectId: access.subjectId,
        expiresAt: Math.floor(access.expiresAt.getTime() / 1000),
        company: company ? companySummary(company, []) : null,
      };
    },
  );

  r.post(
    "/api/companies/:companyId/temporary-users",
    {
      schema: {
        tags,
        summary:
          "Share one item with someone outside the platform (ManageClients): a temporary user and link",
        params: ZCompanyParams,
        body: z.strictObject({
          name: z.string().trim().min(1).max(255),
          email: z.string().email().max(255).nullable().optional(),
          subjectType: z.string().trim().min(1).max(60),
          subjectId: z.union([z.string().trim().min(1).max(60), z.number().int()]),
          expiresInDays: z.number().int().min(1).max(90).default(30),
        }),
        response: { 201: ZIssuedTemporaryAccess },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { companyId } = request.params;
      assertCan(actor.user, companyId, Permission.ManageClients);
      const issued = await issueTemporaryAccess(deps, { companyId, ...request.body }, actor);
      return reply.status(201).send({
        id: issued.id,
        userId: issued.userId,
        token: issued.token,
        expiresAt: Math.floor(issued.expiresAt.getTime() / 1000),
      });
    },
  );

  r.delete(
    "/api/companies/:companyId/temporary-users/:id",
    {
      schema: {
        tags,
        summary: "Revoke a temporary access link",
        params: ZCompanyParams.extend({ id: zIdText }),
      },
    },
    async (request, reply) => {
      await revokeTemporaryAccess(
        deps,
        requireActor(request),
        request.params.companyId,
        request.params.id,
      );
      return reply.status(204).send();
    },
  );
}
