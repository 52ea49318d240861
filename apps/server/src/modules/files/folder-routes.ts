import {
  ZDirectoryView,
  ZFileUpdate,
  ZFolderContents,
  ZFolderCreate,
  ZFolderFileDetail,
  ZFolderFileView,
  ZFolderOption,
  ZFolderUpdate,
  ZFolderView,
} from "@platform/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { originContext, requireContext } from "../../platform/access/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { ZSearchPageQuery } from "../../platform/http/list-query.ts";
import { ZCompanyIdParams, ZId } from "../../platform/http/params.ts";
import { createFolder } from "./create-folder.ts";
import { deleteFile } from "./delete-file.ts";
import { deleteFolder } from "./delete-folder.ts";
import { listFolderOptions } from "./list-folder-options.ts";
import { readDirectory } from "./read-directory.ts";
import { readFile } from "./read-file.ts";
import { readFolder } from "./read-folder.ts";
import { MAX_FILE_MB } from "./types.ts";
import { updateFile } from "./update-file.ts";
import { updateFolder } from "./update-folder.ts";
import { uploadFileVersion } from "./upload-file-version.ts";
import { uploadToFolder } from "./upload-to-folder.ts";

const ZFolderParams = ZCompanyIdParams.extend({ folderId: ZId });
const ZFileParams = ZCompanyIdParams.extend({ fileId: ZId });
const ZUploadQuery = z.object({
  name: z.string().trim().min(1, "The file needs a name").max(255),
  visibility: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});

const rawBody = (request: FastifyRequest) =>
  Buffer.isBuffer(request.body)
    ? request.body
    : Buffer.from(
        typeof request.body === "string" ? request.body : JSON.stringify(request.body ?? ""),
      );
const contentType = (request: FastifyRequest) => String(request.headers["content-type"] ?? "");

/** SPEC §3 files and folders of a company: the directory, folders, files and their versions. */
export async function folderRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["files"];
  const bodyLimit = (MAX_FILE_MB + 1) * 1024 * 1024;

  r.get(
    "/api/companies/:companyId/directory",
    {
      schema: {
        tags,
        summary: "The company's directory: root folder and the flat folder list",
        params: ZCompanyIdParams,
        response: { 200: ZDirectoryView },
      },
    },
    async (request) => readDirectory(requireContext(request, deps)),
  );
  r.get(
    "/api/companies/:companyId/directory/folder-options",
    {
      schema: {
        tags,
        summary: "SPEC §3 folder-tree option list (rootName makes one expanded top node)",
        params: ZCompanyIdParams,
        querystring: z.object({
          rootName: z.string().trim().max(100).optional(),
          disabledFolderId: ZId.optional(),
        }),
        response: { 200: z.array(ZFolderOption) },
      },
    },
    async (request) => listFolderOptions(requireContext(request, deps), request.query),
  );
  r.get(
    "/api/companies/:companyId/folders/:folderId",
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A folder: path, sub-folders and a page of files (public folders need no sign-in)",
        params: ZFolderParams,
        querystring: ZSearchPageQuery,
        response: { 200: ZFolderContents },
      },
    },
    async (request) =>
      readFolder(request.user ? requireContext(request, deps) : originContext(request, deps), {
        folderCompanyId: request.params.companyId,
        folderId: request.params.folderId,
        query: request.query,
      }),
  );
  r.post(
    "/api/companies/:companyId/folders",
    {
      schema: {
        tags,
        summary: "Create a folder",
        params: ZCompanyIdParams,
        body: ZFolderCreate,
        response: { 201: ZFolderView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFolder(requireContext(request, deps), request.body)),
  );
  r.patch(
    "/api/companies/:companyId/folders/:folderId",
    {
      schema: {
        tags,
        summary: "Rename, move, lock or change a folder's visibility",
        params: ZFolderParams,
        body: ZFolderUpdate.extend({
          visibility: z.union([z.literal(1), z.literal(2)]).optional(),
        }),
        response: { 200: ZFolderView },
      },
    },
    async (request) =>
      updateFolder(requireContext(request, deps), {
        ...request.body,
        folderId: request.params.folderId,
      }),
  );
  r.delete(
    "/api/companies/:companyId/folders/:folderId",
    { schema: { tags, summary: "Delete a folder and its contents", params: ZFolderParams } },
    async (request, reply) => {
      await deleteFolder(requireContext(request, deps), { folderId: request.params.folderId });
      return reply.status(204).send();
    },
  );
  r.post(
    "/api/companies/:companyId/folders/:folderId/files",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Upload a file into a folder (raw body); the same name makes a new version",
        params: ZFolderParams,
        querystring: ZUploadQuery,
        response: { 201: ZFolderFileView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await uploadToFolder(requireContext(request, deps), {
          name: request.query.name,
          mimeType: contentType(request),
          data: rawBody(request),
          visibility: request.query.visibility,
          folderId: request.params.folderId,
        }),
      ),
  );
  r.get(
    "/api/companies/:companyId/folder-files/:fileId",
    {
      schema: {
        tags,
        summary: "A file with its versions",
        params: ZFileParams,
        response: { 200: ZFolderFileDetail },
      },
    },
    async (request) => readFile(requireContext(request, deps), { fileId: request.params.fileId }),
  );
  r.post(
    "/api/companies/:companyId/folder-files/:fileId/versions",
    {
      bodyLimit,
      schema: {
        tags,
        summary: "Upload a new version of a file (raw body)",
        params: ZFileParams,
        response: { 201: ZFolderFileView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await uploadFileVersion(requireContext(request, deps), {
          mimeType: contentType(request),
          data: rawBody(request),
          fileId: request.params.fileId,
        }),
      ),
  );
  r.patch(
    "/api/companies/:companyId/folder-files/:fileId",
    {
      schema: {
        tags,
        summary: "Rename, move, lock, protect or change a file's visibility",
        params: ZFileParams,
        body: ZFileUpdate,
        response: { 200: ZFolderFileView },
      },
    },
    async (request) =>
      updateFile(requireContext(request, deps), { ...request.body, fileId: request.params.fileId }),
  );
  r.delete(
    "/api/companies/:companyId/folder-files/:fileId",
    { schema: { tags, summary: "Delete a file and its versions", params: ZFileParams } },
    async (request, reply) => {
      await deleteFile(requireContext(request, deps), { fileId: request.params.fileId });
      return reply.status(204).send();
    },
  );
}
