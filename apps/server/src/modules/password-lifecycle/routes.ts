import { messages, ZChangePasswordRequest, ZEmail, ZMessage, ZNewPassword } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forgotPassword } from "./forgot-password.ts";
import { replacePassword } from "./replace-password.ts";
import { resetPassword } from "./reset-password.ts";

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
    async (request) => forgotPassword(originContext(request, deps), { email: request.body.email }),
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
      await resetPassword(originContext(request, deps), request.body);
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
      await replacePassword(requireContext(request, deps), {
        ...request.body,
        currentSessionId: request.session?.id,
        reason: "expired",
      });
      return reply.status(204).send();
    },
  );

  r.put(
    "/api/user/password",
    { schema: { tags: ["user"], summary: "Change password", body: ZChangePasswordRequest } },
    async (request, reply) => {
      await replacePassword(requireContext(request, deps), {
        ...request.body,
        currentSessionId: request.session?.id,
        reason: "changed",
      });
      return reply.status(204).send();
    },
  );
}
