import type { TFolderContents, TFolderOptionView } from "@platform/domain/documents/index";
import { baseApi } from "../../api/baseApi.ts";

/**
 * The company's folders and files as the attachment picker reads them (the files module's
 * routes; the documents feature names its own endpoints since features never import each other).
 */
export const attachmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attachmentFolderOptions: build.query<TFolderOptionView[], { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/directory/folder-options`,
        params: { rootName: "All files" },
      }),
      providesTags: ["FileDirectory"],
    }),
    attachmentFolder: build.query<
      TFolderContents,
      { companyId: number; folderId: number; page: number; perPage: number; search?: string }
    >({
      query: ({ companyId, folderId, ...params }) => ({
        url: `/companies/${companyId}/folders/${folderId}`,
        params: { ...params, ...(params.search ? {} : { search: undefined }) },
      }),
      providesTags: ["FileDirectory"],
    }),
  }),
});

export const { useAttachmentFolderOptionsQuery, useAttachmentFolderQuery } = attachmentsApi;
