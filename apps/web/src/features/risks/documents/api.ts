import type {
  TDocumentGenerationState,
  TRiskDocumentPage,
  TRiskEmailPage,
} from "@platform/domain/documents/schemas";
import { baseApi } from "../../../api/baseApi.ts";

const documents = (companyId: number, riskId: number) =>
  `/companies/${companyId}/risks/${riskId}/documents`;

/**
 * A risk's generated documents. They hang off the risk's tag: a quote or a bind invalidates the
 * package, so the list is read again and shows the documents being generated.
 */
export const riskDocumentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    riskDocuments: build.query<
      TRiskDocumentPage,
      { companyId: number; riskId: number; page: number; perPage: number }
    >({
      query: ({ companyId, riskId, page, perPage }) => ({
        url: documents(companyId, riskId),
        params: { page, perPage },
      }),
      providesTags: ["RiskPackage"],
    }),
    riskEmails: build.query<
      TRiskEmailPage,
      { companyId: number; riskId: number; page: number; perPage: number }
    >({
      query: ({ companyId, riskId, page, perPage }) => ({
        url: `/companies/${companyId}/risks/${riskId}/emails`,
        params: { page, perPage },
      }),
      providesTags: ["RiskPackage"],
    }),
    /** The acting company's email templates an underwriter may send by hand (a short list). */
    riskEmailTemplates: build.query<{ data: { id: number; name: string }[] }, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/email-templates`,
        params: { page: 1, perPage: 100 },
      }),
    }),
    sendRiskEmail: build.mutation<
      { message: string },
      { companyId: number; riskId: number; templateId: number | null }
    >({
      query: ({ companyId, riskId, templateId }) => ({
        url: `/companies/${companyId}/risks/${riskId}/emails`,
        method: "POST",
        body: templateId === null ? {} : { templateId },
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["RiskPackage"]),
    }),
    regenerateRiskDocuments: build.mutation<
      TDocumentGenerationState,
      { companyId: number; riskId: number }
    >({
      query: ({ companyId, riskId }) => ({
        url: `${documents(companyId, riskId)}/regenerate`,
        method: "POST",
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["RiskPackage"]),
    }),
  }),
});

export const {
  useRiskDocumentsQuery,
  useRegenerateRiskDocumentsMutation,
  useRiskEmailsQuery,
  useRiskEmailTemplatesQuery,
  useSendRiskEmailMutation,
} = riskDocumentsApi;
