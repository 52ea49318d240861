import { ZDashboardInput, ZDashboardView, ZPage, ZPageQuery, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { getDashboard, listDashboards } from "./read-dashboards.ts";
import { createDashboard, deleteDashboard, updateDashboard } from "./save-dashboard.ts";

const base = "/api/companies/:companyId/dashboards";
const ZDashboardParams = ZCompanyIdParams.extend({ dashboardId: zIdText });

/** SPEC §2 dashboards with a widget gallery: the user's own, in the represented company. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["dashboards"];

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The user's dashboards (the company type's starter one made on the first visit)",
        params: ZCompanyIdParams,
        querystring: ZPageQuery,
        response: { 200: ZPage(ZDashboardView) },
      },
    },
    async (request) => listDashboards(requireContext(request, deps), { query: request.query }),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Create a dashboard with its widgets and layout",
        params: ZCompanyIdParams,
        body: ZDashboardInput,
        response: { 201: ZDashboardView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDashboard(requireContext(request, deps), request.body)),
  );
  r.get(
    `${base}/:dashboardId`,
    {
      schema: {
        tags,
        summary: "One of the user's dashboards",
        params: ZDashboardParams,
        response: { 200: ZDashboardView },
      },
    },
    async (request) =>
      getDashboard(requireContext(request, deps), { dashboardId: request.params.dashboardId }),
  );
  r.put(
    `${base}/:dashboardId`,
    {
      schema: {
        tags,
        summary: "Save a dashboard whole: name, widgets and their places",
        params: ZDashboardParams,
        body: ZDashboardInput,
        response: { 200: ZDashboardView },
      },
    },
    async (request) =>
      updateDashboard(requireContext(request, deps), {
        ...request.body,
        dashboardId: request.params.dashboardId,
      }),
  );
  r.delete(
    `${base}/:dashboardId`,
    { schema: { tags, summary: "Delete a dashboard", params: ZDashboardParams } },
    async (request, reply) => {
      await deleteDashboard(requireContext(request, deps), {
        dashboardId: request.params.dashboardId,
      });
      return reply.status(204).send();
    },
  );
}
