import { messages, ZAccountSecurity, ZSecurityPolicy, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { getAccountSecurity } from "./get-account-security.ts";
import { getSecurityPolicy } from "./get-security-policy.ts";
import { presentPolicy } from "./present.ts";
import { updateCompanyPolicy } from "./update-company-policy.ts";

const ZCompanyParams = z.object({ companyId: zIdText });

export async function accountSecurityRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["account security"];

  r.get(
    "/api/user/security",
    {
      schema: {
        tags,
        summary: "Last activity, member since, password age, recent sign-ins and security events",
        response: { 200: ZAccountSecurity },
      },
    },
    async (request) => getAccountSecurity(requireContext(request, deps)),
  );

  r.get(
    "/api/companies/:companyId/security-policy",
    {
      schema: {
        tags,
        summary: "A company's two-factor requirement and password maximum age",
        params: ZCompanyParams,
        response: { 200: ZSecurityPolicy },
      },
    },
    async (request) => getSecurityPolicy(requireContext(request, deps)),
  );

  r.put(
    "/api/companies/:companyId/security-policy",
    {
      schema: {
        tags,
        summary: "Set the company's security policy (ManageCompanyDetails)",
        params: ZCompanyParams,
        body: z.strictObject({
          requireTwoFactor: z.boolean().optional(),
          passwordMaxAgeDays: z
            .number()
            .int()
            .min(1, messages.min(1))
            .max(3650, messages.max(3650))
            .nullable()
            .optional(),
        }),
        response: { 200: ZSecurityPolicy },
      },
    },
    async (request) =>
      presentPolicy(await updateCompanyPolicy(requireContext(request, deps), request.body)),
  );
}
