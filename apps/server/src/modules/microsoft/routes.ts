import { ZMicrosoftConnection, ZMicrosoftSetupLink, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { httpSession } from "../../platform/session/http-session.ts";
import { createAdminSetupLink } from "./create-admin-setup-link.ts";
import { disconnectOrganisation } from "./disconnect-organisation.ts";
import { finishSignIn } from "./finish-sign-in.ts";
import { getConnection } from "./get-connection.ts";
import { adminConsentUrl, finishAdminConsent } from "./organisation-connection.ts";
import { signInAvailable } from "./sign-in-available.ts";
import { startSignIn } from "./start-sign-in.ts";

const ZCompanyParams = z.object({ companyId: zIdText });

export async function microsoftRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["microsoft"];

  r.get(
    "/api/microsoft/login",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Redirect to Microsoft to sign in (intent=2fa verifies a pending sign-in)",
        querystring: z.object({
          companyHandle: z.string().max(63).optional(),
          intent: z.enum(["login", "2fa"]).default("login"),
          returnTo: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const url = await startSignIn(originContext(request, deps), {
        ...request.query,
        session: httpSession(request, reply, deps.config),
      });
      return reply.redirect(url, 302);
    },
  );

  r.get(
    "/api/microsoft/available",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Whether a company portal offers Sign in with Microsoft",
        querystring: z.object({ companyHandle: z.string().max(63) }),
        response: { 200: z.object({ available: z.boolean() }) },
      },
    },
    async (request) => ({
      available: await signInAvailable(originContext(request, deps), {
        companyHandle: request.query.companyHandle,
      }),
    }),
  );

  r.get(
    "/api/microsoft/callback",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Microsoft's redirect after sign-in",
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      const session = httpSession(request, reply, deps.config);
      return reply.redirect(
        await finishSignIn(originContext(request, deps), {
          callbackPath: request.url,
          session,
          log: request.log,
        }),
        302,
      );
    },
  );

  r.get(
    "/api/microsoft/admin-consent",
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "Redirect a Microsoft administrator to grant consent for the company's organisation",
        querystring: z.object({
          token: z.string().max(500).optional(),
          companyId: zIdText.optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(adminConsentUrl(deps, request.query, request.user), 302),
  );

  r.get(
    "/api/microsoft/admin-consent-callback",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Microsoft's redirect after admin consent: connects the tenant",
        querystring: z.object({
          tenant: z.string().max(100).optional(),
          admin_consent: z.string().max(10).optional(),
          state: z.string().max(1000).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) =>
      reply.redirect(await finishAdminConsent(originContext(request, deps), request.query), 302),
  );

  r.get(
    "/api/companies/:companyId/microsoft",
    {
      schema: {
        tags,
        summary: "The company's Microsoft organisation, if connected",
        params: ZCompanyParams,
        response: { 200: ZMicrosoftConnection },
      },
    },
    async (request) => getConnection(requireContext(request, deps)),
  );

  r.post(
    "/api/companies/:companyId/microsoft/setup-link",
    {
      schema: {
        tags,
        summary: "A 24-hour admin setup link for the company's Microsoft administrator",
        params: ZCompanyParams,
        response: { 200: ZMicrosoftSetupLink },
      },
    },
    async (request) => createAdminSetupLink(requireContext(request, deps)),
  );

  r.delete(
    "/api/companies/:companyId/microsoft",
    {
      schema: {
        tags,
        summary: "Disconnect the company's Microsoft organisation",
        params: ZCompanyParams,
      },
    },
    async (request, reply) => {
      await disconnectOrganisation(requireContext(request, deps));
      return reply.status(204).send();
    },
  );
}
