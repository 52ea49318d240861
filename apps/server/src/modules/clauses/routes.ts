import { ZClause, ZClauseDetails, ZClausePage, ZMessage, ZPageQuery } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { itemRoutes, versionRoutes } from "../../platform/versioning/routes.ts";
import { createClause } from "./create-clause.ts";
import { createClauseVersion } from "./create-clause-version.ts";
import { deleteClause } from "./delete-clause.ts";
import { deleteClauseVersion } from "./delete-clause-version.ts";
import { getClause } from "./get-clause.ts";
import { listClauses } from "./list-clauses.ts";
import { publishClauseVersion } from "./publish-clause-version.ts";
import { saveClauseVersion } from "./save-clause-version.ts";
import { unpublishClauseVersion } from "./unpublish-clause-version.ts";

export async function clauseRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["endorsements"];
  const base = "/api/companies/:companyId/clauses";
  const item = { tags, base, key: "clauseId" as const, item: ZClause };

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
    async (request) => listClauses(requireContext(request, deps), { query: request.query }),
  );
  itemRoutes(app, deps, {
    ...item,
    create: {
      summary: "Create an endorsement; its first version is a saved draft",
      body: ZClauseDetails,
      run: createClause,
    },
    get: { summary: "One endorsement with its versions", run: getClause },
    remove: {
      summary: "Delete an endorsement nothing uses",
      response: ZMessage,
      run: deleteClause,
    },
  });
  versionRoutes(app, deps, {
    ...item,
    newVersion: { summary: "Start a new draft version", run: createClauseVersion },
    save: {
      summary: "Save a version (refused once a risk uses it)",
      body: ZClauseDetails,
      run: saveClauseVersion,
    },
    publish: { summary: "Publish a saved draft", run: publishClauseVersion },
    unpublish: { summary: "Return an unused version to draft", run: unpublishClauseVersion },
    deleteVersion: { summary: "Delete a draft version", run: deleteClauseVersion },
  });
}
