import {
  ZDataset,
  ZDatasetListRow,
  ZDatasetRowsPage,
  ZDatasetView,
  ZIdentifier,
  ZMessage,
  ZPage,
  ZPageQuery,
  zId,
  zIdText,
} from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { versionBase, ZVersionParams } from "../product-designer/index.ts";
import { copyCustomDataset } from "./copy-custom-dataset.ts";
import { getDataset } from "./get-dataset.ts";
import { importCustomCsv } from "./import-custom-csv.ts";
import { importVersionCsv } from "./import-version-csv.ts";
import { listDatasetRows } from "./list-dataset-rows.ts";
import { listDatasets } from "./list-datasets.ts";
import { saveCustomDataset } from "./save-custom-dataset.ts";
import { saveVersionDataset } from "./save-version-dataset.ts";

const id = zIdText;
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

/** What a dataset write answers: the saved dataset, or "Deleted". */
const ZDatasetSaved = z.union([ZDatasetListRow, ZMessage]);
/** A list answers cells only when asked (include=rows). */
const ZDatasetsPage = ZPage(z.union([ZDatasetView, ZDatasetListRow]));

export async function datasetRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["datasets"];
  const base = `${versionBase}/datasets`;
  const ZDatasetParams = ZVersionParams.extend({ datasetId: id });

  r.get(
    base,
    {
      schema: {
        tags,
        summary:
          "A page of a version's datasets (columns and row counts; cells only with include=rows)",
        params: ZVersionParams,
        response: { 200: ZDatasetsPage },
        querystring: ZPageQuery.extend({ include: z.enum(["rows"]).optional() }),
      },
    },
    async (request) =>
      listDatasets(requireContext(request, deps), {
        version: request.params,
        query: request.query,
      }),
  );
  r.get(
    `${base}/:datasetId`,
    {
      schema: {
        tags,
        summary: "One dataset with all its rows",
        params: ZDatasetParams,
        response: { 200: ZDatasetView },
      },
    },
    async (request) =>
      getDataset(requireContext(request, deps), {
        version: request.params,
        datasetId: request.params.datasetId,
      }),
  );
  r.get(
    `${base}/:datasetId/rows`,
    {
      schema: {
        tags,
        summary: "A page of a dataset's rows",
        params: ZDatasetParams,
        response: { 200: ZDatasetRowsPage },
        querystring: ZPageQuery,
      },
    },
    async (request) =>
      listDatasetRows(requireContext(request, deps), {
        version: request.params,
        datasetId: request.params.datasetId,
        query: request.query,
      }),
  );
  r.post(
    base,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Add a dataset to a version (grid edit)",
        params: ZVersionParams,
        response: { 201: ZDatasetSaved },
        body: ZDataset,
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await saveVersionDataset(requireContext(request, deps), {
          productId: request.params.productId,
          versionId: request.params.versionId,
          datasetId: null,
          dataset: request.body,
        }),
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
        response: { 200: ZDatasetSaved },
        body: ZDataset,
      },
    },
    async (request) =>
      saveVersionDataset(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
        datasetId: request.params.datasetId,
        dataset: request.body,
      }),
  );
  r.delete(
    `${base}/:datasetId`,
    {
      schema: {
        tags,
        summary: "Remove a dataset no formula uses",
        params: ZDatasetParams,
        response: { 200: ZDatasetSaved },
      },
    },
    async (request) =>
      saveVersionDataset(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
        datasetId: request.params.datasetId,
        dataset: null,
      }),
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
        response: { 200: ZDatasetListRow },
        body: ZCsvImport,
      },
    },
    async (request) =>
      importVersionCsv(requireContext(request, deps), {
        ...request.body,
        productId: request.params.productId,
        versionId: request.params.versionId,
      }),
  );
  r.post(
    `${base}/copy`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Copy one of the company's custom datasets into the version",
        params: ZVersionParams,
        response: { 200: ZDatasetListRow },
        body: z.strictObject({ customDatasetId: zId }),
      },
    },
    async (request) =>
      copyCustomDataset(requireContext(request, deps), {
        productId: request.params.productId,
        versionId: request.params.versionId,
        customDatasetId: request.body.customDatasetId,
      }),
  );

  const custom = "/api/companies/:companyId/custom-datasets";
  const ZCustomParams = ZCompanyIdParams.extend({ datasetId: id });
  r.get(
    custom,
    {
      schema: {
        tags,
        summary: "A page of the company's custom datasets (no cells)",
        params: ZCompanyIdParams,
        response: { 200: ZDatasetsPage },
        querystring: ZPageQuery,
      },
    },
    async (request) =>
      listDatasets(requireContext(request, deps), { version: null, query: request.query }),
  );
  r.get(
    `${custom}/:datasetId`,
    {
      schema: {
        tags,
        summary: "One custom dataset with all its rows",
        params: ZCustomParams,
        response: { 200: ZDatasetView },
      },
    },
    async (request) =>
      getDataset(requireContext(request, deps), {
        version: null,
        datasetId: request.params.datasetId,
      }),
  );
  r.get(
    `${custom}/:datasetId/rows`,
    {
      schema: {
        tags,
        summary: "A page of a custom dataset's rows",
        params: ZCustomParams,
        response: { 200: ZDatasetRowsPage },
        querystring: ZPageQuery,
      },
    },
    async (request) =>
      listDatasetRows(requireContext(request, deps), {
        version: null,
        datasetId: request.params.datasetId,
        query: request.query,
      }),
  );
  r.post(
    custom,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Add a custom dataset",
        params: ZCompanyIdParams,
        body: ZDataset,
        response: { 201: ZDatasetSaved },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await saveCustomDataset(requireContext(request, deps), {
          datasetId: null,
          dataset: request.body,
        }),
      ),
  );
  r.put(
    `${custom}/:datasetId`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Replace a custom dataset",
        params: ZCustomParams,
        body: ZDataset,
        response: { 200: ZDatasetSaved },
      },
    },
    async (request) =>
      saveCustomDataset(requireContext(request, deps), {
        datasetId: request.params.datasetId,
        dataset: request.body,
      }),
  );
  r.delete(
    `${custom}/:datasetId`,
    {
      schema: {
        tags,
        summary: "Delete a custom dataset (versions keep their copies)",
        params: ZCustomParams,
        response: { 200: ZDatasetSaved },
      },
    },
    async (request) =>
      saveCustomDataset(requireContext(request, deps), {
        datasetId: request.params.datasetId,
        dataset: null,
      }),
  );
  r.post(
    `${custom}/import`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Upload a CSV as a custom dataset",
        params: ZCompanyIdParams,
        response: { 200: ZDatasetListRow },
        body: ZCsvImport,
      },
    },
    async (request) => importCustomCsv(requireContext(request, deps), request.body),
  );
}
