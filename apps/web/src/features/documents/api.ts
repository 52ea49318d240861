import type { MergeField, TDocumentTemplateInput } from "@platform/domain/documents/index";
import type { TPageMeta } from "@platform/domain/schemas/paging";
import { baseApi } from "../../api/baseApi.ts";

export interface TDocumentTemplate {
  id: number;
  name: string;
  type: "single" | "combined";
  content: string;
  dataModelVersion: number;
  partIds: number[];
  additionalFileVersionIds: number[];
  tags: string[];
  updatedAt: number;
}
export type TDocumentTemplateSummary = Omit<TDocumentTemplate, "content">;

export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDocumentTemplates: build.query<
      { data: TDocumentTemplateSummary[]; meta: TPageMeta },
      { companyId: number; search?: string; page: number; perPage: number }
    >({
      query: ({ companyId, ...params }) => ({
        url: `/companies/${companyId}/document-templates`,
        params: { ...params, ...(params.search ? {} : { search: undefined }) },
      }),
      providesTags: ["DocumentTemplate"],
    }),
    getDocumentTemplate: build.query<TDocumentTemplate, { companyId: number; templateId: number }>({
      query: ({ companyId, templateId }) =>
        `/companies/${companyId}/document-templates/${templateId}`,
      providesTags: ["DocumentTemplate"],
    }),
    mergeFields: build.query<{ version: number; fields: MergeField[] }, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/document-merge-fields`,
    }),
    saveDocumentTemplate: build.mutation<
      TDocumentTemplate,
      { companyId: number; templateId: number | null; body: TDocumentTemplateInput }
    >({
      query: ({ companyId, templateId, body }) => ({
        url: `/companies/${companyId}/document-templates${templateId ? `/${templateId}` : ""}`,
        method: templateId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["DocumentTemplate"]),
    }),
    deleteDocumentTemplate: build.mutation<void, { companyId: number; templateId: number }>({
      query: ({ companyId, templateId }) => ({
        url: `/companies/${companyId}/document-templates/${templateId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["DocumentTemplate"]),
    }),
  }),
});

export const {
  useListDocumentTemplatesQuery,
  useGetDocumentTemplateQuery,
  useMergeFieldsQuery,
  useSaveDocumentTemplateMutation,
  useDeleteDocumentTemplateMutation,
} = documentsApi;
