import { ZFileVersion, zIdText } from "@platform/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZCompanyIdParams } from "../../platform/http/params.ts";
import { folderRoutes } from "./folder-routes.ts";
import { acceptRawUploads, uploadedBytes } from "./raw-uploads.ts";
import { readFileVersion, type SharedFileCheck } from "./read-file-version.ts";
import { inlineSafeTypes, MAX_FILE_MB } from "./types.ts";
import { uploadFile } from "./upload-file.ts";

const ZUploadQuery = z.object({
  name: z.string().trim().min(1, "The file needs a name").max(255),
  visibility: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
});

/** Company files; `shared` says who else reads a private one under their own company. */
export const fileRoutes = (shared: SharedFileCheck) =>
  async function fileRoutes(app: FastifyInstance, deps: AppDeps) {
    acceptRawUploads(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["files"];

    r.post(
      "/api/companies/:companyId/files",
      {
        bodyLimit: (MAX_FILE_MB + 1) * 1024 * 1024,
        schema: {
          tags,
          summary: "Upload a file (raw body with its content type); answers the file version",
          params: ZCompanyIdParams,
          querystring: ZUploadQuery,
          response: { 201: ZFileVersion },
        },
      },
      async (request, reply) => {
        const data = uploadedBytes(request.body);
        const file = await uploadFile(requireContext(request, deps), {
          name: request.query.name,
          mimeType: String(request.headers["content-type"] ?? ""),
          data,
          visibility: request.query.visibility,
        });
        return reply.status(201).send(file);
      },
    );

    r.get(
      "/api/companies/:companyId/file-versions/:fileVersionId",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "A stored file; ?type=inline shows it in the browser where that is safe",
          params: ZCompanyIdParams.extend({ fileVersionId: zIdText }),
          querystring: z.object({ type: z.enum(["inline", "attachment"]).optional() }),
        },
      },
      async (request, reply) => {
        const { row, data } = await readFileVersion(
          request.user ? requireContext(request, deps) : originContext(request, deps),
          {
            addressCompanyId: request.params.companyId,
            fileVersionId: request.params.fileVersionId,
            shared,
          },
        );
        const inline = request.query.type === "inline" || row.mimeType.startsWith("image/");
        const disposition = inline && inlineSafeTypes.has(row.mimeType) ? "inline" : "attachment";
        return reply
          .header("content-type", row.mimeType)
          .header(
            "content-disposition",
            `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
          )
          .header(
            "cache-control",
            row.visibility === 2 ? "public, max-age=86400" : "private, no-store",
          )
          .header("x-content-type-options", "nosniff")
          .send(data);
      },
    );
    await folderRoutes(app, deps);
  };
