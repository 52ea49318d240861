import { ZClause, ZClauseDetails, ZClausePage, ZMessage, ZPageQuery } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { listClauses } from "./list.ts";
import {
  createClause,
  createClauseVersion,
  deleteClause,
  deleteClauseVersion,
  getClause,
  publishClauseVersion,
  saveClauseVersion,
  unpublishClauseVersion,
} from "./use-cases.ts";

const id = z.coerce.number().int().positive();
const ZClauseParams = ZCompanyIdParams.extend({ clauseId: id });
const ZVersionParams = ZClauseParams.extend({ versionId: id });

export async function clauseRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["endorsements"];
  const base = "/api/companies/:companyId/clauses";
  const version = `${base}/:clauseId/versions/:versionId`;

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "An underwriter's endorsements (clauses)",
        params: ZCompanyIdParams,
        response: { 200: ZClausePage },
        querystring: ZPageQuery.extend({
          search: z.string().trim().max(100).optional(),
          insuranceClassId: z.coerce.number().int().min(1).max(4).optional(),
          status: z.enum(["draft", "published"]).optional(),
        }),
      },
    },
    async (request) => listClauses(deps.db, requireActor(request), request.query),
  );
  r.post(
    base,
    {
      schema: {
        tags,
        summary: "Create an endorsement; its first version is a saved draft",
        params: ZCompanyIdParams,
        response: { 201: ZClause },
        body: ZClauseDetails,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createClause(deps.db, requireActor(request), request.body)),
  );
  r.get(
    `${base}/:clauseId`,
    {
      schema: {
        tags,
        summary: "One endorsement with its versions",
        params: ZClauseParams,
        response: { 200: ZClause },
      },
    },
    async (request) => getClause(deps.db, requireActor(request), request.params.clauseId),
  );
  r.delete(
    `${base}/:clauseId`,
    {
      schema: {
        tags,
        summary: "Delete an endorsement nothing uses",
        params: ZClauseParams,
        response: { 200: ZMessage },
      },
    },
    async (request) => deleteClause(deps.db, requireActor(request), request.params.clauseId),
  );
  r.post(
    `${base}/:clauseId/versions`,
    {
      schema: {
        tags,
        summary: "Start a new draft version",
        params: ZClauseParams,
        response: { 201: ZClause },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createClauseVersion(deps.db, requireActor(request), request.params.clauseId)),
  );
  r.put(
    version,
    {
      schema: {
        tags,
        summary: "Save a version (refused once a risk uses it)",
        params: ZVersionParams,
        response: { 200: ZClause },
        body: ZClauseDetails,
      },
    },
    async (request) =>
      saveClauseVersion(
        deps.db,
        requireActor(request),
        request.params.clauseId,
        request.params.versionId,
        request.body,
      ),
  );
  const transitions = { publish: publishClauseVersion, unpublish: unpublishClauseVersion } as const;
  for (const [action, run] of Object.entries(transitions)) {
    r.post(
      `${version}/${action}`,
      {
        schema: {
          tags,
          summary:
            action === "publish" ? "Publish a saved draft" : "Return an unused version to draft",
          params: ZVersionParams,
          response: { 200: ZClause },
        },
      },
      async (request) =>
        run(deps.db, requireActor(request), request.params.clauseId, request.params.versionId),
    );
  }
  r.delete(
    version,
    {
      schema: {
        tags,
        summary: "Delete a draft version",
        params: ZVersionParams,
        response: { 200: ZClause },
      },
    },
    async (request) =>
      deleteClauseVersion(
        deps.db,
        requireActor(request),
        request.params.clauseId,
        request.params.versionId,
      ),
  );
}
