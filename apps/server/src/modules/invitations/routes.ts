import {
  ZInvitation,
  ZInvitationOffer,
  ZInvitationRequest,
  ZNewPassword,
  ZPage,
  ZPersonName,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { httpSession } from "../../platform/session/http-session.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { createInvitation } from "./create-invitation.ts";
import { describeInvitation } from "./describe-invitation.ts";
import { listInvitations } from "./list-invitations.ts";
import { resendInvitation } from "./resend-invitation.ts";
import { revokeInvitation } from "./revoke-invitation.ts";

const ZInvitationParams = ZCompanyIdParams.extend({
  invitationId: zIdText,
});
const ZTokenParams = z.object({ token: z.string().min(1).max(300) });

const ZAcceptRequest = z
  .strictObject({
    name: ZPersonName.optional(),
    password: ZNewPassword.optional(),
    password_confirmation: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "The passwords do not match",
      });
    }
  });

export async function invitationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["invitations"];

  r.get(
    "/api/companies/:companyId/invitations",
    {
      schema: {
        tags,
        summary: "The company's invitations, newest first, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZInvitation) },
      },
    },
    async (request) => listInvitations(requireContext(request, deps), { query: request.query }),
  );

  r.post(
    "/api/companies/:companyId/invitations",
    {
      schema: {
        tags,
        summary: "Invite someone by email under a role",
        params: ZCompanyIdParams,
        body: ZInvitationRequest,
        response: { 201: ZInvitation },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(requireContext(request, deps), request.body)),
  );

  r.delete(
    "/api/companies/:companyId/invitations/:invitationId",
    { schema: { tags, summary: "Revoke a pending invitation", params: ZInvitationParams } },
    async (request, reply) => {
      await revokeInvitation(requireContext(request, deps), {
        invitationId: request.params.invitationId,
      });
      return reply.status(204).send();
    },
  );

  r.post(
    "/api/companies/:companyId/invitations/:invitationId/resend",
    {
      schema: {
        tags,
        summary: "Send an invitation again with a new link",
        params: ZInvitationParams,
        response: { 200: ZInvitation },
      },
    },
    async (request) =>
      resendInvitation(requireContext(request, deps), {
        invitationId: request.params.invitationId,
      }),
  );

  r.get(
    "/api/invitations/:token",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "What an invitation link offers",
        params: ZTokenParams,
        response: { 200: ZInvitationOffer },
      },
    },
    async (request) =>
      describeInvitation(originContext(request, deps), { token: request.params.token }),
  );

  r.post(
    "/api/invitations/:token/accept",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Accept an invitation (creating the account when needed)",
        params: ZTokenParams,
        body: ZAcceptRequest,
        response: { 200: z.object({ companyId: z.number().int(), roleId: z.number().int() }) },
      },
    },
    async (request, reply) =>
      acceptInvitation(originContext(request, deps), {
        ...request.body,
        token: request.params.token,
        signedIn: request.user,
        session: httpSession(request, reply, deps.config),
      }),
  );
}
