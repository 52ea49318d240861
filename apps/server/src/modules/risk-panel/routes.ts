import { ZPage, ZPageQuery, ZRiskMessage, ZRiskNote } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { addNote } from "./add-note.ts";
import { riskFileRoutes } from "./file-routes.ts";
import { pageMessages } from "./page-messages.ts";
import { pageNotes } from "./page-notes.ts";
import { pageTimeline } from "./page-timeline.ts";
import { sendMessage } from "./send-message.ts";

const ZParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const ZUserRef = z.object({ id: z.number(), name: z.string() }).nullable();
const ZNoteView = z.object({
  id: z.number(),
  body: z.string(),
  author: ZUserRef,
  createdAt: z.number(),
});
const ZMessageView = ZNoteView.extend({ company: z.object({ id: z.number(), name: z.string() }) });
const ZTimelineEntry = z.object({
  id: z.number(),
  action: z.string(),
  description: z.string(),
  actor: ZUserRef,
  at: z.number(),
});

export async function riskPanelRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["underwriter panel"];
  const base = "/api/companies/:companyId/risks/:riskPackageId";

  r.get(
    `${base}/notes`,
    {
      schema: {
        tags,
        summary: "The underwriter's internal notes on a risk package, newest first",
        params: ZParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZNoteView) },
      },
    },
    async (request) =>
      pageNotes(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.post(
    `${base}/notes`,
    {
      schema: {
        tags,
        summary: "Add an internal note",
        params: ZParams,
        body: ZRiskNote,
        response: { 201: ZNoteView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNote(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
          body: request.body.body,
        }),
      ),
  );
  r.get(
    `${base}/messages`,
    {
      schema: {
        tags,
        summary: "The broker–underwriter message thread of a risk package, newest first",
        params: ZParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZMessageView) },
      },
    },
    async (request) =>
      pageMessages(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.post(
    `${base}/messages`,
    {
      schema: {
        tags,
        summary: "Send a message to the other side (notified in real time)",
        params: ZParams,
        body: ZRiskMessage,
        response: { 201: ZMessageView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendMessage(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
          body: request.body.body,
        }),
      ),
  );
  r.get(
    `${base}/timeline`,
    {
      schema: {
        tags,
        summary: "What happened to a risk package, newest first",
        params: ZParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZTimelineEntry) },
      },
    },
    async (request) =>
      pageTimeline(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  await riskFileRoutes(app, deps);
}
