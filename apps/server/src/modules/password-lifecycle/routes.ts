import { messages, ZChangePasswordRequest, ZEmail, ZMessage, ZNewPassword } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import { originFromRequest } from "../../platform/actor/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forgotPassword, replacePassword, resetPassword } from "./service.ts";

const ZResetPasswordRequest = z
  .strictObject({
    token: z.string({ error: messages.required }).min(1, messages.required).max(255),
    email: ZEmail,
    password: ZNewPassword,
    password_confirmation: z.string({ error: messages.required }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: messages.passwordsDoNotMatch,
      });
    }
  });

export async function passwordLifecycleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["password"];

  r.post(
    "/api/forgot-password",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Email a reset link; the same reply whether or not the account exists",
        body: z.strictObject({ email: ZEmail }),
        response: { 200: ZMessage },
      },
    },
    async (request) => forgotPassword(deps, request.body.email, originFromRequest(request)),
  );

  r.post(
    "/api/reset-password",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Set a new password with a reset token",
        body: ZResetPasswordRequest,
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, originFromRequest(request));
      return reply.status(204).send();
    },
  );

  r.post(
    "/api/password-expired",
    {
      config: { allowWhen: ["passwordExpired"] },
      schema: { tags, summary: "Replace an expired password", body: ZChangePasswordRequest },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await replacePassword(deps, actor, request.body, request.session?.id, "expired");
      return reply.status(204).send();
    },
  );

  r.put(
    "/api/user/password",
    { schema: { tags: ["user"], summary: "Change password", body: ZChangePasswordRequest } },
    async (request, reply) => {
      const actor = requireActor(request);
      await replacePassword(deps, actor, request.body, request.session?.id, "changed");
      return reply.status(204).send();
    },
  );
}
