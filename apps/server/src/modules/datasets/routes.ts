import { ZDataset, ZIdentifier } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app.ts";
import { requireUser } from "../../platform/access/index.ts";
import { ZCompanyIdParams } from "../companies/routes.ts";
import { versionBase, ZVersionParams } from "../product-designer/routes.ts";
import {
  copyCustomDataset,
  importCustomCsv,
  importVersionCsv,
  listCustomDatasets,
  listVersionDatasets,
  saveCustomDataset,
  saveVersionDataset,
} from "./service.ts";

const id = z.coerce.number().int().positive();
const ZCsvImport = z.strictObject({
  name: ZIdentifier,
  /** The CSV file's text (header row, then one row per line). */
  csv: z.string().min(1).max(5_000_000),
  description: z.string().max(500).nullable().optional(),
  keyColumns: z.array(z.string()).max(10).optional(),
  range: z
    .strictObject({ from: z.string().min(1), to: z.string().min(1) })
    .nullable()
    .optional(),
});

/** Rating tables can be larger than the default request limit (1 MB). */
const bodyLimit = 10 * 1024 * 1024;

export async function datasetRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["datasets"];
  const base = `${versionBase}/datasets`;
  const ZDatasetParams = ZVersionParams.extend({ datasetId: id });

  r.get(
    base,
    { schema: { tags, summary: "A version's datasets with their rows", params: ZVersionParams } },
    async (request) => listVersionDatasets(deps, requireUser(request), request.params),
  );
  r.post(
    base,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Add a dataset to a version (grid edit)",
        params: ZVersionParams,
        body: ZDataset,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveVersionDataset(
            deps,
            requireUser(request),
            request.params,
            null,
            request.body,
            request,
          ),
        ),
  );
  r.put(
    `${base}/:datasetId`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Replace a version's dataset",
        params: ZDatasetParams,
        body: ZDataset,
      },
    },
    async (request) =>
      saveVersionDataset(
        deps,
        requireUser(request),
        request.params,
        request.params.datasetId,
        request.body,
        request,
      ),
  );
  r.delete(
    `${base}/:datasetId`,
    { schema: { tags, summary: "Remove a dataset no formula uses", params: ZDatasetParams } },
    async (request) =>
      saveVersionDataset(
        deps,
        requireUser(request),
        request.params,
        request.params.datasetId,
        null,
        request,
      ),
  );
  r.post(
    `${base}/import`,
    {
      bodyLimit,
      schema: {
        tags,
        summary:
          "Upload a CSV: creates the dataset, or replaces the rows of the one with that name",
        params: ZVersionParams,
        body: ZCsvImport,
      },
    },
    async (request) =>
      importVersionCsv(deps, requireUser(request), request.params, request.body, request),
  );
  r.post(
    `${base}/copy`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Copy one of the company's custom datasets into the version",
        params: ZVersionParams,
        body: z.strictObject({ customDatasetId: z.number().int().positive() }),
      },
    },
    async (request) =>
      copyCustomDataset(
        deps,
        requireUser(request),
        request.params,
        request.body.customDatasetId,
        request,
      ),
  );

  const custom = "/api/companies/:companyId/custom-datasets";
  const ZCustomParams = ZCompanyIdParams.extend({ datasetId: id });
  r.get(
    custom,
    { schema: { tags, summary: "The company's custom datasets", params: ZCompanyIdParams } },
    async (request) => listCustomDatasets(deps.db, requireUser(request), request.params.companyId),
  );
  r.post(
    custom,
    {
      bodyLimit,
      schema: { tags, summary: "Add a custom dataset", params: ZCompanyIdParams, body: ZDataset },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await saveCustomDataset(
            deps,
            requireUser(request),
            request.params.companyId,
            null,
            request.body,
            request,
          ),
        ),
  );
  r.put(
    `${custom}/:datasetId`,
    {
      bodyLimit,
      schema: { tags, summary: "Replace a custom dataset", params: ZCustomParams, body: ZDataset },
    },
    async (request) =>
      saveCustomDataset(
        deps,
        requireUser(request),
        request.params.companyId,
        request.params.datasetId,
        request.body,
        request,
      ),
  );
  r.delete(
    `${custom}/:datasetId`,
    {
      schema: {
        tags,
        summary: "Delete a custom dataset (versions keep their copies)",
        params: ZCustomParams,
      },
    },
    async (request) =>
      saveCustomDataset(
        deps,
        requireUser(request),
        request.params.companyId,
        request.params.datasetId,
        null,
        request,
      ),
  );
  r.post(
    `${custom}/import`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Upload a CSV as a custom dataset",
        params: ZCompanyIdParams,
        body: ZCsvImport,
      },
    },
    async (request) =>
      importCustomCsv(deps, requireUser(request), request.params.companyId, request.body, request),
  );
}
