import { ZFolderFileDetail, ZPageQuery, ZRiskFilePage, ZRiskFileView } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { acceptRawUploads, uploadedBytes } from "../files/index.ts";
import { getRiskFile } from "./get-risk-file.ts";
import { pageRiskFiles } from "./page-risk-files.ts";
import { uploadRiskFile } from "./upload-risk-file.ts";

const ZParams = ZCompanyIdParams.extend({ riskPackageId: ZId });
const ZFileParams = ZParams.extend({ fileId: ZId });
/** A little over the spec's limit, so the service answers its message rather than a bare 413. */
const bodyLimit = 21 * 1024 * 1024;

/** The underwriter panel's files of a risk package: list, upload, versions. */
export async function riskFileRoutes(app: FastifyInstance, deps: AppDeps) {
  acceptRawUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["underwriter panel"];
  const base = "/api/companies/:companyId/risks/:riskPackageId/files";

  r.get(
    base,
    {
      schema: {
        tags,
        summary: "The files the underwriter keeps on a risk package, by name",
        params: ZParams,
        querystring: ZPageQuery.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: ZRiskFilePage },
      },
    },
    async (request) =>
      pageRiskFiles(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        query: request.query,
      }),
  );
  r.post(
    base,
    {
      bodyLimit,
      schema: {
        tags,
        summary:
          "Upload a file to the risk (raw body with its content type); the same name makes its next version",
        params: ZParams,
        querystring: z.object({ name: z.string().trim().min(1, "The file needs a name").max(255) }),
        response: { 201: ZRiskFileView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await uploadRiskFile(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
          name: request.query.name,
          mimeType: String(request.headers["content-type"] ?? ""),
          data: uploadedBytes(request.body),
        }),
      ),
  );
  r.get(
    `${base}/:fileId`,
    {
      schema: {
        tags,
        summary: "One file of the risk with its versions, newest first",
        params: ZFileParams,
        response: { 200: ZFolderFileDetail },
      },
    },
    async (request) =>
      getRiskFile(requireContext(request, deps), {
        riskPackageId: request.params.riskPackageId,
        fileId: request.params.fileId,
      }),
  );
  r.post(
    `${base}/:fileId/versions`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Upload the next version of a risk's file (raw body with its content type)",
        params: ZFileParams,
        response: { 201: ZRiskFileView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await uploadRiskFile(requireContext(request, deps), {
          riskPackageId: request.params.riskPackageId,
          fileId: request.params.fileId,
          mimeType: String(request.headers["content-type"] ?? ""),
          data: uploadedBytes(request.body),
        }),
      ),
  );
}
