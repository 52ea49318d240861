import { ZLoginRequest, ZRegisterRequest, ZTwoFactorChallenge, ZUser } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { httpSession } from "../../platform/session/http-session.ts";
import {
  cookieOptions,
  startAnonymousSession,
  XSRF_COOKIE,
} from "../../platform/session/plugin.ts";
import { replaceCsrfToken } from "../../platform/session/store.ts";
import { login } from "./login.ts";
import { logout } from "./logout.ts";
import { register } from "./register.ts";

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["auth"];

  r.get(
    "/api/sanctum/csrf-cookie",
    { config: { public: true }, schema: { tags, summary: "Issue the XSRF-TOKEN cookie" } },
    async (request, reply) => {
      if (request.session) {
        const token = await replaceCsrfToken(deps.db, request.session.id);
        reply.setCookie(XSRF_COOKIE, token, { ...cookieOptions(deps.config), httpOnly: false });
      } else {
        await startAnonymousSession(request, reply, deps.db, deps.config);
      }
      return reply.status(204).send();
    },
  );

  r.post(
    "/api/register",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Create an account and sign in",
        body: ZRegisterRequest,
        response: { 201: ZUser },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await register(originContext(request, deps), {
          ...request.body,
          session: httpSession(request, reply, deps.config),
        }),
      ),
  );

  r.post(
    "/api/login",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sign in",
        body: ZLoginRequest,
        response: { 200: z.union([ZUser, ZTwoFactorChallenge]) },
      },
    },
    async (request, reply) =>
      login(originContext(request, deps), {
        ...request.body,
        session: httpSession(request, reply, deps.config),
      }),
  );

  r.post(
    "/api/logout",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Sign out",
        querystring: z.object({ companyHandle: z.string().max(63).optional() }),
      },
    },
    async (request, reply) => {
      const endedSessionId = request.session?.id;
      await logout(originContext(request, deps), {
        session: httpSession(request, reply, deps.config),
      });
      if (endedSessionId) deps.realtime.endSession(endedSessionId);
      return reply.status(204).send();
    },
  );
}
