/**
 * Incidents (SPEC §2 `/incidents`, `/incidents/new`): a legal firm's list of
 * what it is appointed to (incidents and claims alike, with filters, search and statuses) and
 * the notification of an incident, a circumstance before any claim. An underwriter sees and
 * notifies the incidents on its own policies; brokers and clients have no incidents (403).
 */
import { ZClaimListQuery, ZClaimPage, ZIncidentCreate } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { assertClaimReader, createIncident, listClaims } from "../claims/index.ts";

const base = "/api/companies/:companyId/incidents";

export async function incidentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["incidents"];

  r.get(
    base,
    {
      schema: {
        tags,
        summary:
          "A legal firm's appointed incidents and claims; an underwriter's incidents (paged, filtered)",
        params: ZCompanyIdParams,
        querystring: ZClaimListQuery,
        response: { 200: ZClaimPage },
      },
    },
    async (request) => {
      const ctx = requireContext(request, deps);
      const side = assertClaimReader(ctx);
      if (side === "legal") return listClaims(ctx, { query: request.query });
      if (side !== "underwriter" && side !== "system") throw forbidden();
      return listClaims(ctx, { query: { ...request.query, kind: "incident" } });
    },
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Notify an incident (a legal firm, appointed on it; or the policy's underwriter)",
        params: ZCompanyIdParams,
        body: ZIncidentCreate,
        response: { 201: z.object({ id: z.number(), reference: z.string(), status: z.string() }) },
      },
    },
    async (request, reply) => {
      const row = await createIncident(requireContext(request, deps), request.body);
      return reply.status(201).send({ id: row.id, reference: row.reference, status: row.status });
    },
  );
}
