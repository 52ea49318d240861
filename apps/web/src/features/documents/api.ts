import type {
  DocumentEvent,
  MergeField,
  TDocumentTemplateInput,
  TDocumentTemplateView,
} from "@platform/domain/documents/index";
import type { TRiskListItem } from "@platform/domain/risks/views";
import type { TPageMeta } from "@platform/domain/schemas/paging";
import { baseApi } from "../../api/baseApi.ts";

export type TDocumentTemplate = TDocumentTemplateView;
export type TDocumentTemplateSummary = Omit<TDocumentTemplate, "content">;

export interface TProductDocumentLinks {
  links: { event: DocumentEvent; templateIds: number[] }[];
}
type ProductKey = { companyId: number; productId: number };
const productLinks = ({ companyId, productId }: ProductKey) =>
  `/companies/${companyId}/products/${productId}/document-templates`;

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
    /** The company's risks a preview may render with, newest first. */
    previewRisks: build.query<
      { data: TRiskListItem[]; meta: TPageMeta },
      { companyId: number; search: string }
    >({
      query: ({ companyId, search }) => ({
        url: `/companies/${companyId}/risks`,
        params: { perPage: 20, sort: "-updated", ...(search ? { search } : {}) },
      }),
      providesTags: ["RiskPackage"],
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
    /** Which templates the product issues on quote, bind, adjustment, cancellation, reinstatement, renewal. */
    productDocumentLinks: build.query<TProductDocumentLinks, ProductKey>({
      query: productLinks,
      providesTags: ["DocumentTemplate"],
    }),
    saveProductDocumentLinks: build.mutation<
      TProductDocumentLinks,
      ProductKey & TProductDocumentLinks
    >({
      query: ({ links, ...key }) => ({ url: productLinks(key), method: "PUT", body: { links } }),
      invalidatesTags: (_r, error) => (error ? [] : ["DocumentTemplate"]),
    }),
  }),
});

export const {
  useProductDocumentLinksQuery,
  useSaveProductDocumentLinksMutation,
  useListDocumentTemplatesQuery,
  useGetDocumentTemplateQuery,
  useMergeFieldsQuery,
  usePreviewRisksQuery,
  useSaveDocumentTemplateMutation,
  useDeleteDocumentTemplateMutation,
} = documentsApi;
