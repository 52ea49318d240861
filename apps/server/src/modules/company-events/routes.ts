import {
  EVENT_ACTIONS_MAX,
  ZCompanyEventInput,
  ZCompanyEventRunView,
  ZCompanyEventView,
  ZEventRunsQuery,
  ZEventTypeView,
  ZPage,
  ZPageQuery,
  ZWebhookSecretRotation,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { getEvent, listEvents, listEventTypes } from "./read-events.ts";
import { getRun, listRuns } from "./read-runs.ts";
import { replayRun } from "./replay-run.ts";
import { rotateWebhookSecret } from "./rotate-secret.ts";
import { createEvent, deleteEvent, updateEvent } from "./save-event.ts";

const base = "/api/companies/:companyId/events";
const ZEventParams = ZCompanyIdParams.extend({ eventId: zIdText });
const ZActionParams = ZEventParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(EVENT_ACTIONS_MAX - 1),
});
const runs = "/api/companies/:companyId/event-runs";
const ZRunParams = ZCompanyIdParams.extend({ runId: zIdText });

/** SPEC §2 company events and event actions, under company management (ManageCompanyEvents). */
export async function companyEventRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["company events"];

  r.get(
    "/api/companies/:companyId/event-types",
    {
      schema: {
        tags,
        summary: "The event catalogue: what an event is raised on, and each payload's JSON Schema",
        params: ZCompanyIdParams,
        response: { 200: z.array(ZEventTypeView) },
      },
    },
    async (request) => listEventTypes(requireContext(request, deps)),
  );
  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's events, a page at a time (search by name)",
        params: ZCompanyIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZPage(ZCompanyEventView) },
      },
    },
    async (request) => listEvents(requireContext(request, deps), { query: request.query }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary:
          "Create an event and its chain of actions (refused beside the step whose input does not match); generated webhook secrets are shown once",
        params: ZCompanyIdParams,
        body: ZCompanyEventInput,
        response: { 201: ZCompanyEventView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvent(requireContext(request, deps), request.body)),
  );
  r.get(
    `${base}/:eventId`,
    {
      schema: {
        tags,
        summary: "One event with its chain",
        params: ZEventParams,
        response: { 200: ZCompanyEventView },
      },
    },
    async (request) => getEvent(requireContext(request, deps), { eventId: request.params.eventId }),
  );
  r.put(
    `${base}/:eventId`,
    {
      schema: {
        tags,
        summary: "Change an event and its chain (a webhook given no secret keeps its own)",
        params: ZEventParams,
        body: ZCompanyEventInput,
        response: { 200: ZCompanyEventView },
      },
    },
    async (request) =>
      updateEvent(requireContext(request, deps), {
        ...request.body,
        eventId: request.params.eventId,
      }),
  );
  r.post(
    `${base}/:eventId/actions/:index/rotate-secret`,
    {
      schema: {
        tags,
        summary:
          "Give a webhook step (by its place in the chain, from 0) a new secret, shown once; the one it replaces signs beside it for 24 hours",
        params: ZActionParams,
        response: { 200: ZWebhookSecretRotation },
      },
    },
    async (request) =>
      rotateWebhookSecret(requireContext(request, deps), {
        eventId: request.params.eventId,
        index: request.params.index,
      }),
  );
  r.delete(
    `${base}/:eventId`,
    { schema: { tags, summary: "Delete an event", params: ZEventParams } },
    async (request, reply) => {
      await deleteEvent(requireContext(request, deps), { eventId: request.params.eventId });
      return reply.status(204).send();
    },
  );
  r.get(
    runs,
    {
      schema: {
        tags,
        summary: "The company's event runs, newest first, a page at a time (filter by status)",
        params: ZCompanyIdParams,
        querystring: ZPageQuery.extend(ZEventRunsQuery.shape),
        response: { 200: ZPage(ZCompanyEventRunView) },
      },
    },
    async (request) => listRuns(requireContext(request, deps), { query: request.query }),
  );
  r.get(
    `${runs}/:runId`,
    {
      schema: {
        tags,
        summary: "One run with each step's input, output, status, error, attempts and times",
        params: ZRunParams,
        response: { 200: ZCompanyEventRunView },
      },
    },
    async (request) => getRun(requireContext(request, deps), { runId: request.params.runId }),
  );
  r.post(
    `${runs}/:runId/replay`,
    {
      schema: {
        tags,
        summary:
          "Replay a failed run from its failed step (the steps that succeeded are not repeated); 409 when it has not failed",
        params: ZRunParams,
        response: { 200: ZCompanyEventRunView },
      },
    },
    async (request) => replayRun(requireContext(request, deps), { runId: request.params.runId }),
  );
}
