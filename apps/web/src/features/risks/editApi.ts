/**
 * The endpoints that change a submitted risk beside the review actions: its endorsements (the
 * workbench tab) and its insured and cover details.
 */
import type {
  TAvailableEndorsement,
  TRiskDetailsEdit,
  TRiskEndorsementAttach,
  TRiskEndorsementView,
} from "@platform/domain/risks/endorsements";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { baseApi } from "../../api/baseApi.ts";

const one = (companyId: number, id: number) => `/companies/${companyId}/risks/${id}`;
const changed = (_result: unknown, error: unknown) =>
  error ? [] : (["RiskPackage", "RiskTransaction"] as const);

export const riskEditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    riskEndorsements: build.query<TRiskEndorsementView[], { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${one(companyId, id)}/endorsements`,
        params: { perPage: 100 },
      }),
      transformResponse: (reply: { data: TRiskEndorsementView[] }) => reply.data,
      providesTags: ["RiskTransaction"],
    }),
    availableEndorsements: build.query<
      TAvailableEndorsement[],
      { companyId: number; id: number; productId: number; search: string }
    >({
      query: ({ companyId, id, productId, search }) => ({
        url: `${one(companyId, id)}/endorsements/available`,
        params: { productId, perPage: 50, ...(search ? { search } : {}) },
      }),
      transformResponse: (reply: { data: TAvailableEndorsement[] }) => reply.data,
      providesTags: ["RiskTransaction"],
    }),
    attachEndorsement: build.mutation<
      TRiskPackageView,
      { companyId: number; id: number; body: TRiskEndorsementAttach }
    >({
      query: ({ companyId, id, body }) => ({
        url: `${one(companyId, id)}/endorsements`,
        method: "POST",
        body,
      }),
      invalidatesTags: changed,
    }),
    removeEndorsement: build.mutation<
      TRiskPackageView,
      { companyId: number; id: number; endorsementId: number }
    >({
      query: ({ companyId, id, endorsementId }) => ({
        url: `${one(companyId, id)}/endorsements/${endorsementId}`,
        method: "DELETE",
      }),
      invalidatesTags: changed,
    }),
    editRiskDetails: build.mutation<
      TRiskPackageView,
      { companyId: number; id: number; body: TRiskDetailsEdit }
    >({
      query: ({ companyId, id, body }) => ({
        url: `${one(companyId, id)}/details`,
        method: "PUT",
        body,
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useRiskEndorsementsQuery,
  useAvailableEndorsementsQuery,
  useAttachEndorsementMutation,
  useRemoveEndorsementMutation,
  useEditRiskDetailsMutation,
} = riskEditApi;
