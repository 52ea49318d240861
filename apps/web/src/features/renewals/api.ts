/** Renewals: a term's renewal history, renewing it, and the company's renewal settings. */
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
    renewalSettings: build.query<{ invitationDays: number }, number>({
      query: (companyId) => `/companies/${companyId}/renewal-settings`,
      providesTags: (_r, _e, companyId) => [{ type: "Company", id: `renewals-${companyId}` }],
    }),
    saveRenewalSettings: build.mutation<
      { invitationDays: number },
      { companyId: number; invitationDays: number }
    >({
      query: ({ companyId, invitationDays }) => ({
        url: `/companies/${companyId}/renewal-settings`,
        method: "PUT",
        body: { invitationDays },
      }),
      invalidatesTags: (_r, error, { companyId }) =>
        error ? [] : [{ type: "Company", id: `renewals-${companyId}` }],
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

export const {
  useRenewalHistoryQuery,
  useRenewRiskMutation,
  useRenewalSettingsQuery,
  useSaveRenewalSettingsMutation,
} = renewalsApi;
