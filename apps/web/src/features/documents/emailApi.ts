import type {
  TEmailPreview,
  TEmailTemplateInput,
  TEmailTemplateView,
  TProductEmailLinks,
} from "@platform/domain/documents/index";
import type { TPageMeta } from "@platform/domain/schemas/paging";
import { baseApi } from "../../api/baseApi.ts";

export type { TEmailTemplateView, TProductEmailLinks };

type ProductKey = { companyId: number; productId: number };
const productLinks = ({ companyId, productId }: ProductKey) =>
  `/companies/${companyId}/products/${productId}/email-templates`;

/** SPEC §3 email templates (ManageDocuments): list, one, save, preview, delete. */
export const emailTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listEmailTemplates: build.query<
      { data: TEmailTemplateView[]; meta: TPageMeta },
      { companyId: number; search?: string; page: number; perPage: number }
    >({
      query: ({ companyId, ...params }) => ({
        url: `/companies/${companyId}/email-templates`,
        params: { ...params, ...(params.search ? {} : { search: undefined }) },
      }),
      providesTags: ["EmailTemplate"],
    }),
    getEmailTemplate: build.query<TEmailTemplateView, { companyId: number; templateId: number }>({
      query: ({ companyId, templateId }) => `/companies/${companyId}/email-templates/${templateId}`,
      providesTags: ["EmailTemplate"],
    }),
    saveEmailTemplate: build.mutation<
      TEmailTemplateView,
      { companyId: number; templateId: number | null; body: TEmailTemplateInput }
    >({
      query: ({ companyId, templateId, body }) => ({
        url: `/companies/${companyId}/email-templates${templateId ? `/${templateId}` : ""}`,
        method: templateId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["EmailTemplate"]),
    }),
    previewEmailTemplate: build.mutation<
      TEmailPreview,
      {
        companyId: number;
        subject: string;
        content: string;
        sample?: "pi" | "motor";
        riskPackageId?: number;
      }
    >({
      query: ({ companyId, ...body }) => ({
        url: `/companies/${companyId}/email-templates/preview`,
        method: "POST",
        body,
      }),
    }),
    deleteEmailTemplate: build.mutation<void, { companyId: number; templateId: number }>({
      query: ({ companyId, templateId }) => ({
        url: `/companies/${companyId}/email-templates/${templateId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["EmailTemplate"]),
    }),
    /** Which email templates the product sends on each trigger. */
    productEmailLinks: build.query<TProductEmailLinks, ProductKey>({
      query: productLinks,
      providesTags: ["EmailTemplate"],
    }),
    saveProductEmailLinks: build.mutation<TProductEmailLinks, ProductKey & TProductEmailLinks>({
      query: ({ links, ...key }) => ({ url: productLinks(key), method: "PUT", body: { links } }),
      invalidatesTags: (_r, error) => (error ? [] : ["EmailTemplate"]),
    }),
  }),
});

export const {
  useProductEmailLinksQuery,
  useSaveProductEmailLinksMutation,
  useListEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  usePreviewEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
} = emailTemplatesApi;
