import type { TFolderFileDetail, TRiskFileView } from "@platform/domain/documents/index";
import { baseApi } from "../../../api/baseApi.ts";
import type { TPage } from "../../../ui/ListPager.tsx";

type Key = { companyId: number; riskId: number };
const files = ({ companyId, riskId }: Key) => `/companies/${companyId}/risks/${riskId}/files`;
const changed = (_r: unknown, error: unknown) => (error ? [] : (["FileDirectory"] as const));

/** The underwriter panel's files of a risk (SPEC §2): list, one with its versions, uploads. */
export const riskFilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    riskFiles: build.query<TPage<TRiskFileView>, Key & { page: number; perPage: number }>({
      query: ({ page, perPage, ...key }) => ({ url: files(key), params: { page, perPage } }),
      providesTags: ["FileDirectory"],
    }),
    riskFile: build.query<TFolderFileDetail, Key & { fileId: number }>({
      query: ({ fileId, ...key }) => `${files(key)}/${fileId}`,
      providesTags: ["FileDirectory"],
    }),
    uploadRiskFile: build.mutation<
      TRiskFileView,
      Key & { file: File; type: string; fileId?: number }
    >({
      query: ({ file, type, fileId, ...key }) => ({
        url: fileId ? `${files(key)}/${fileId}/versions` : files(key),
        method: "POST",
        params: fileId ? undefined : { name: file.name },
        headers: { "Content-Type": type },
        body: file,
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useRiskFilesQuery, useRiskFileQuery, useUploadRiskFileMutation } = riskFilesApi;
