/** Renewals (issue 13): a term's renewal history and renewing it. */
import type { TRenewalHistory } from "@platform/domain/risks/renewal-views";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { baseApi } from "../../api/baseApi.ts";

const one = (companyId: number, id: number) => `/companies/${companyId}/risks/${id}`;

export const renewalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    renewalHistory: build.query<TRenewalHistory, { companyId: number; id: number; page: number }>({
      query: ({ companyId, id, page }) => ({
        url: `${one(companyId, id)}/renewals`,
        params: { page, perPage: 10 },
      }),
      providesTags: ["RiskPackage"],
    }),
    renewRisk: build.mutation<TRiskPackageView, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${one(companyId, id)}/renew`,
        method: "POST",
        body: {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ["RiskPackage"]),
    }),
  }),
});

export const { useRenewalHistoryQuery, useRenewRiskMutation } = renewalsApi;
