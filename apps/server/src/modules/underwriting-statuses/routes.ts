import {
  workflowEvents,
  ZPage,
  ZPageQuery,
  ZReorder,
  ZSetUnderwritingStatus,
  ZUnderwritingStatus,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createStatus } from "./create-status.ts";
import { deleteStatus } from "./delete-status.ts";
import { listStatuses } from "./list-statuses.ts";
import { reorderStatuses } from "./reorder-statuses.ts";
import { setPackageStatus } from "./set-package-status.ts";
import { updateStatus } from "./update-status.ts";

const ZStatusParams = ZCompanyIdParams.extend({ statusId: ZId });
const ZStatusView = z.object({
  id: z.number(),
  name: z.string(),
  colour: z.string(),
  position: z.number(),
  setOn: z.enum(workflowEvents).nullable(),
});
const ZStatusPage = ZPage(ZStatusView);

export async function underwritingStatusRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["workflow configuration"];
  const base = "/api/companies/:companyId/underwriting-statuses";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The company's underwriting statuses in board order, a page at a time",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZStatusPage },
      },
    },
    async (request) => listStatuses(requireContext(request, deps), { query: request.query }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Add an underwriting status at the end of the board",
        params: ZCompanyIdParams,
        body: ZUnderwritingStatus,
        response: { 201: ZStatusView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStatus(requireContext(request, deps), request.body)),
  );
  r.put(
    `${base}/reorder`,
    {
      schema: {
        tags,
        summary: "Put the statuses in a new order (every id once)",
        params: ZCompanyIdParams,
        body: ZReorder,
        response: { 200: ZStatusPage },
      },
    },
    async (request) => reorderStatuses(requireContext(request, deps), { ids: request.body.ids }),
  );
  r.put(
    `${base}/:statusId`,
    {
      schema: {
        tags,
        summary: "Rename or recolour a status, or change the event that moves risks to it",
        params: ZStatusParams,
        body: ZUnderwritingStatus,
        response: { 200: ZStatusView },
      },
    },
    async (request) =>
      updateStatus(requireContext(request, deps), {
        ...request.body,
        statusId: request.params.statusId,
      }),
  );
  r.delete(
    `${base}/:statusId`,
    {
      schema: {
        tags,
        summary: "Delete a status; risk packages carrying it move to `moveTo` (else 409)",
        params: ZStatusParams,
        querystring: z.object({ moveTo: ZId.optional() }),
      },
    },
    async (request, reply) => {
      await deleteStatus(requireContext(request, deps), {
        statusId: request.params.statusId,
        moveTo: request.query.moveTo,
      });
      return reply.status(204).send();
    },
  );
  r.put(
    "/api/companies/:companyId/risks/:riskPackageId/underwriting-status",
    {
      schema: {
        tags,
        summary: "Move a risk package to an underwriting status (or none)",
        params: ZCompanyIdParams.extend({ riskPackageId: ZId }),
        response: { 200: z.object({ underwritingStatus: ZStatusView.nullable() }) },
        body: ZSetUnderwritingStatus,
      },
    },
    async (request) =>
      setPackageStatus(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        underwritingStatusId: request.body.underwritingStatusId,
      }),
  );
}
