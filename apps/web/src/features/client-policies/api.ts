/** A client company's own quotations and policies (the page, one policy, the home count). */
import type { TClientPolicy } from "@platform/domain/risks/proposal-views";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

export const clientPoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    clientPolicies: build.query<TPage<TClientPolicy>, { companyId: number; page: number }>({
      query: ({ companyId, page }) => ({
        url: `/companies/${companyId}/client-policies`,
        params: { page, perPage: 25 },
      }),
      providesTags: ["RiskPackage"],
    }),
    clientPolicy: build.query<TClientPolicy, { companyId: number; riskPackageId: number }>({
      query: ({ companyId, riskPackageId }) =>
        `/companies/${companyId}/client-policies/${riskPackageId}`,
      providesTags: ["RiskPackage"],
    }),
  }),
});

export const { useClientPoliciesQuery, useClientPolicyQuery } = clientPoliciesApi;
