import {
  ZAuthenticatorEnrolment,
  ZCodeDestination,
  ZPendingTwoFactor,
  ZRecoveryCodes,
  ZTwoFactorOverview,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { httpSession } from "../../platform/session/http-session.ts";
import { resetAuthenticator } from "./admin-reset.ts";
import { confirmAuthenticator } from "./confirm-authenticator.ts";
import { confirmCodeMethod } from "./confirm-code-method.ts";
import { forgetTrustedDevice, forgetTrustedDevices } from "./forget-trusted-devices.ts";
import { regenerateRecoveryCodes } from "./recovery-codes.ts";
import { sendVerificationCode } from "./send-verification-code.ts";
import { pendingOverview } from "./sign-in-verification.ts";
import { startAuthenticator } from "./start-authenticator.ts";
import { startCodeMethod } from "./start-code-method.ts";
import { twoFactorMethodNames } from "./tables.ts";
import { twoFactorOverview } from "./two-factor-overview.ts";
import { updateMethod } from "./update-method.ts";
import { verifySignIn } from "./verify-sign-in.ts";

const ZCode = z.string().trim().min(1, "This field is required").max(32);
const ZPasswordBody = z.strictObject({ password: z.string().max(255).optional() }).optional();
const ZCodeMethod = z.enum(["email", "sms"]);

export async function twoFactorRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["two-factor"];
  const setup = { allowWhen: ["2fa.setup" as const] };
  const verifying = { allowWhen: ["2fa.verify" as const] };

  r.get(
    "/api/user/two-factor",
    {
      config: setup,
      schema: {
        tags,
        summary: "Two-factor methods, recovery codes left, trusted devices",
        response: { 200: ZTwoFactorOverview },
      },
    },
    async (request) => twoFactorOverview(requireContext(request, deps)),
  );

  r.post(
    "/api/user/two-factor/authenticator",
    {
      config: setup,
      schema: {
        tags,
        summary: "Start authenticator enrolment: secret, otpauth URL and QR code",
        body: ZPasswordBody,
        response: { 200: ZAuthenticatorEnrolment },
      },
    },
    async (request) =>
      startAuthenticator(requireContext(request, deps), { password: request.body?.password }),
  );

  r.post(
    "/api/user/two-factor/authenticator/confirm",
    {
      config: setup,
      schema: {
        tags,
        summary: "Confirm the authenticator with a code",
        body: z.strictObject({ code: ZCode }),
        response: { 200: ZRecoveryCodes },
      },
    },
    async (request) =>
      confirmAuthenticator(requireContext(request, deps), { code: request.body.code }),
  );

  r.post(
    "/api/user/two-factor/:method",
    {
      config: setup,
      schema: {
        tags,
        summary: "Start email or SMS enrolment: sends a code",
        params: z.object({ method: ZCodeMethod }),
        body: ZPasswordBody,
        response: { 200: ZCodeDestination },
      },
    },
    async (request) =>
      startCodeMethod(requireContext(request, deps), {
        method: request.params.method,
        password: request.body?.password,
        sessionId: request.session!.id,
      }),
  );

  r.post(
    "/api/user/two-factor/:method/confirm",
    {
      config: setup,
      schema: {
        tags,
        summary: "Confirm email or SMS with the code sent",
        params: z.object({ method: ZCodeMethod }),
        body: z.strictObject({ code: ZCode }),
        response: { 200: ZRecoveryCodes },
      },
    },
    async (request) =>
      confirmCodeMethod(requireContext(request, deps), {
        method: request.params.method,
        code: request.body.code,
        sessionId: request.session!.id,
      }),
  );

  r.put(
    "/api/user/two-factor/:method",
    {
      schema: {
        tags,
        summary: "Enable, disable or make default a method (enable/disable asks for the password)",
        params: z.object({ method: z.enum(twoFactorMethodNames) }),
        body: z.strictObject({
          default: z.literal(true).optional(),
          enabled: z.boolean().optional(),
          password: z.string().max(255).optional(),
        }),
        response: { 200: ZTwoFactorOverview },
      },
    },
    async (request) =>
      updateMethod(requireContext(request, deps), {
        ...request.body,
        method: request.params.method,
      }),
  );

  r.post(
    "/api/user/two-factor/recovery-codes",
    {
      schema: {
        tags,
        summary: "Regenerate recovery codes (the old ones stop working)",
        body: ZPasswordBody,
        response: { 200: ZRecoveryCodes },
      },
    },
    async (request) =>
      regenerateRecoveryCodes(requireContext(request, deps), {
        password: request.body?.password,
      }),
  );

  r.delete(
    "/api/user/trusted-devices/:id",
    { schema: { tags, summary: "Stop trusting one device", params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      await forgetTrustedDevice(requireContext(request, deps), { deviceId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/user/trusted-devices",
    { schema: { tags, summary: "Stop trusting every device" } },
    async (request, reply) => {
      await forgetTrustedDevices(requireContext(request, deps));
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/two-factor-auth",
    {
      config: verifying,
      schema: {
        tags,
        summary: "Methods a pending sign-in can verify with",
        response: { 200: ZPendingTwoFactor },
      },
    },
    async (request) => pendingOverview(deps, requireUser(request)),
  );

  r.post(
    "/api/two-factor-auth/send",
    {
      config: verifying,
      schema: {
        tags,
        summary: "Send a sign-in code by email or SMS",
        body: z.strictObject({ method: ZCodeMethod }),
        response: { 200: ZCodeDestination },
      },
    },
    async (request, reply) =>
      sendVerificationCode(requireContext(request, deps), {
        method: request.body.method,
        session: httpSession(request, reply, deps.config),
      }),
  );

  r.post(
    "/api/two-factor-auth/verify",
    {
      config: verifying,
      schema: {
        tags,
        summary: "Verify the second factor; rotates the session id; 204",
        body: z.union([
          z.strictObject({
            method: z.enum(twoFactorMethodNames),
            code: ZCode,
            trustDevice: z.boolean().optional(),
          }),
          z.strictObject({ recoveryCode: ZCode, trustDevice: z.boolean().optional() }),
        ]),
      },
    },
    async (request, reply) => {
      await verifySignIn(requireContext(request, deps), {
        ...request.body,
        session: httpSession(request, reply, deps.config),
      });
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/companies/:companyId/users/:userId/two-factor/authenticator",
    {
      schema: {
        tags,
        summary: "Reset a company user's authenticator (ManageCompanyUsers; audited)",
        params: z.object({
          companyId: zIdText,
          userId: zIdText,
        }),
      },
    },
    async (request, reply) => {
      await resetAuthenticator(requireContext(request, deps), { userId: request.params.userId });
      return reply.status(204).send();
    },
  );
}
