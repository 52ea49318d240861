import type {
  TDirectoryView,
  TFolderContents,
  TFolderFileDetail,
  TFolderFileView,
  TFolderOptionView,
  TFolderView,
} from "@platform/domain/documents/index";
import { baseApi } from "../../api/baseApi.ts";

export type { TDirectoryView, TFolderContents, TFolderFileDetail, TFolderFileView, TFolderView };

type Scoped<T> = T & { companyId: number };
/** Folder and file changes refresh the directory, the open folder and any file's versions. */
const changed = (_r: unknown, error: unknown) => (error ? [] : (["FileDirectory"] as const));

/** SPEC §3 files and folders of the represented company; public folders read signed out. */
export const filesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectory: build.query<TDirectoryView, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/directory`,
      providesTags: ["FileDirectory"],
    }),
    folderOptions: build.query<
      TFolderOptionView[],
      Scoped<{ rootName?: string; disabledFolderId?: number }>
    >({
      query: ({ companyId, ...params }) => ({
        url: `/companies/${companyId}/directory/folder-options`,
        params,
      }),
      providesTags: ["FileDirectory"],
    }),
    getFolder: build.query<
      TFolderContents,
      Scoped<{ folderId: number; page: number; perPage: number; search?: string }>
    >({
      query: ({ companyId, folderId, ...params }) => ({
        url: `/companies/${companyId}/folders/${folderId}`,
        params: { ...params, ...(params.search ? {} : { search: undefined }) },
      }),
      providesTags: ["FileDirectory"],
    }),
    createFolder: build.mutation<TFolderView, Scoped<{ name: string; parentId: number }>>({
      query: ({ companyId, ...body }) => ({
        url: `/companies/${companyId}/folders`,
        method: "POST",
        body,
      }),
      invalidatesTags: changed,
    }),
    updateFolder: build.mutation<
      TFolderView,
      Scoped<{
        folderId: number;
        body: { name?: string; parentId?: number; locked?: boolean; visibility?: 1 | 2 };
      }>
    >({
      query: ({ companyId, folderId, body }) => ({
        url: `/companies/${companyId}/folders/${folderId}`,
        method: "PATCH",
        body,
      }),
      invalidatesTags: changed,
    }),
    deleteFolder: build.mutation<void, Scoped<{ folderId: number }>>({
      query: ({ companyId, folderId }) => ({
        url: `/companies/${companyId}/folders/${folderId}`,
        method: "DELETE",
      }),
      invalidatesTags: changed,
    }),
    uploadToFolder: build.mutation<
      TFolderFileView,
      Scoped<{ folderId: number; file: File; type: string; visibility?: 1 | 2 }>
    >({
      query: ({ companyId, folderId, file, type, visibility }) => ({
        url: `/companies/${companyId}/folders/${folderId}/files`,
        method: "POST",
        params: { name: file.name, visibility },
        headers: { "Content-Type": type },
        body: file,
      }),
      invalidatesTags: changed,
    }),
    getFolderFile: build.query<TFolderFileDetail, Scoped<{ fileId: number }>>({
      query: ({ companyId, fileId }) => `/companies/${companyId}/folder-files/${fileId}`,
      providesTags: ["FileDirectory"],
    }),
    uploadFileVersion: build.mutation<
      TFolderFileView,
      Scoped<{ fileId: number; file: File; type: string }>
    >({
      query: ({ companyId, fileId, file, type }) => ({
        url: `/companies/${companyId}/folder-files/${fileId}/versions`,
        method: "POST",
        headers: { "Content-Type": type },
        body: file,
      }),
      invalidatesTags: changed,
    }),
    updateFolderFile: build.mutation<
      TFolderFileView,
      Scoped<{
        fileId: number;
        body: {
          name?: string;
          folderId?: number;
          locked?: boolean;
          protected?: boolean;
          visibility?: 1 | 2;
        };
      }>
    >({
      query: ({ companyId, fileId, body }) => ({
        url: `/companies/${companyId}/folder-files/${fileId}`,
        method: "PATCH",
        body,
      }),
      invalidatesTags: changed,
    }),
    deleteFolderFile: build.mutation<void, Scoped<{ fileId: number }>>({
      query: ({ companyId, fileId }) => ({
        url: `/companies/${companyId}/folder-files/${fileId}`,
        method: "DELETE",
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetDirectoryQuery,
  useFolderOptionsQuery,
  useGetFolderQuery,
  useCreateFolderMutation,
  useUpdateFolderMutation,
  useDeleteFolderMutation,
  useUploadToFolderMutation,
  useGetFolderFileQuery,
  useUploadFileVersionMutation,
  useUpdateFolderFileMutation,
  useDeleteFolderFileMutation,
} = filesApi;
