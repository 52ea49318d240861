import type {
  TDocumentGenerationState,
  TRiskDocumentPage,
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

export const { useRiskDocumentsQuery, useRegenerateRiskDocumentsMutation } = riskDocumentsApi;
