import {
  isSystemUser,
  messages,
  ZAccountSecurity,
  ZOutboxPage,
  ZSecurityPolicy,
  zIdText,
} from "@platform/domain";
import { desc, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertMember, requireActor, requireUser } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { outboxMessages } from "../../platform/mail/tables.ts";
import { toSeconds } from "../users/index.ts";
import { getCompanyPolicy } from "./policies.ts";
import { accountSecurity, updateCompanyPolicy } from "./service.ts";

const ZCompanyParams = z.object({ companyId: zIdText });

const presentPolicy = (row: Awaited<ReturnType<typeof getCompanyPolicy>>) => ({
  companyId: row.companyId,
  requireTwoFactor: row.requireTwoFactor,
  passwordMaxAgeDays: row.passwordMaxAgeDays,
});

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
    async (request) => accountSecurity(deps, requireUser(request)),
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
    async (request) => {
      const user = requireUser(request);
      assertMember(user, request.params.companyId);
      return presentPolicy(await getCompanyPolicy(deps.db, request.params.companyId));
    },
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
      presentPolicy(
        await updateCompanyPolicy(
          deps,
          requireActor(request),
          request.params.companyId,
          request.body,
        ),
      ),
  );

  r.get(
    "/api/system/outbox",
    {
      schema: {
        tags,
        summary: "Email and SMS kept in the outbox (system company only)",
        querystring: z.object({
          before: zIdText.optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: ZOutboxPage },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!isSystemUser(user)) throw forbidden();
      const rows = await deps.db
        .select()
        .from(outboxMessages)
        .where(request.query.before ? lt(outboxMessages.id, request.query.before) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(request.query.limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          cc: row.cc,
          attachments: row.attachments,
          createdAt: toSeconds(row.createdAt),
        })),
        meta: {
          limit: request.query.limit,
          nextBefore: rows.length === request.query.limit ? rows.at(-1)!.id : null,
        },
      };
    },
  );
}
