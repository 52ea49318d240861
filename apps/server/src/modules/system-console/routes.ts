/** The system company's console (SPEC §6): the audit log (searched, paged, exported as CSV) and the outbox. */
import {
  ZAuditLogPage,
  ZAuditLogQuery,
  ZDeclineCompany,
  ZOutboxPage,
  ZOutboxQuery,
  ZPageQuery,
  ZPendingCompanyPage,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { attachment } from "../../platform/http/send-file.ts";
import { sendStream } from "../reports/index.ts";
import { approveCompany } from "./approve-company.ts";
import { auditLogCsv, auditLogFileName } from "./audit-export.ts";
import { declineCompany } from "./decline-company.ts";
import { getOutboxAttachment } from "./get-outbox-attachment.ts";
import { systemJobsRoutes } from "./jobs-routes.ts";
import { listPendingCompanies } from "./list-pending-companies.ts";
import { searchAuditLog } from "./search-audit-log.ts";
import { searchOutbox } from "./search-outbox.ts";

export async function systemConsoleRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["system console"];

  r.get(
    "/api/system/audit",
    {
      schema: {
        tags,
        summary:
          "Audited changes by company, user, entity and date range, newest first (system company only)",
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => searchAuditLog(requireContext(request, deps), { query: request.query }),
  );

  r.get(
    "/api/system/audit/export",
    {
      compress: false,
      schema: {
        tags,
        summary: "The audit log search as a CSV file, streamed (system company only)",
        querystring: ZAuditLogQuery,
      },
    },
    async (request, reply) => {
      const csv = await auditLogCsv(requireContext(request, deps), { query: request.query });
      return sendStream(reply, csv.contentType, auditLogFileName(new Date()), csv.chunks);
    },
  );

  r.get(
    "/api/system/outbox",
    {
      schema: {
        tags,
        summary:
          "Email and SMS kept in the outbox by recipient, channel, subject and date range (system company only)",
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxPage },
      },
    },
    async (request) => searchOutbox(requireContext(request, deps), { query: request.query }),
  );

  r.get(
    "/api/system/outbox/:messageId/attachments/:position",
    {
      schema: {
        tags,
        summary: "A file an outbox email was sent with, as it was sent (system company only)",
        params: z.object({
          messageId: zIdText,
          position: z.coerce.number().int().min(0).max(1000),
        }),
      },
    },
    async (request, reply) => {
      const file = await getOutboxAttachment(requireContext(request, deps), {
        messageId: request.params.messageId,
        position: request.params.position,
      });
      if (!file) throw notFound();
      // Always a download: a sent file is tenant content, never shown inline on the API's origin.
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", attachment(file.name))
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.content);
    },
  );

  r.get(
    "/api/system/companies/pending",
    {
      schema: {
        tags,
        summary: "Companies waiting for approval, oldest first (system company only)",
        querystring: ZPageQuery,
        response: { 200: ZPendingCompanyPage },
      },
    },
    async (request) =>
      listPendingCompanies(requireContext(request, deps), { query: request.query }),
  );

  // `:id`, not `:companyId`: the company scope guard answers 404 to non-members, and this is the
  // system company's route, refused with 403 to everyone else by its policy.
  const ZCompanyParams = z.object({ id: zIdText });

  r.post(
    "/api/system/companies/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve a company's registration: it becomes active (system company only)",
        params: ZCompanyParams,
      },
    },
    async (request, reply) => {
      await approveCompany(requireContext(request, deps), { targetCompanyId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.post(
    "/api/system/companies/:id/decline",
    {
      schema: {
        tags,
        summary:
          "Decline a company's registration with a reason, emailed to the registrant (system company only)",
        params: ZCompanyParams,
        body: ZDeclineCompany,
      },
    },
    async (request, reply) => {
      await declineCompany(requireContext(request, deps), {
        ...request.body,
        targetCompanyId: request.params.id,
      });
      return reply.status(204).send();
    },
  );

  await systemJobsRoutes(app, deps);
}
