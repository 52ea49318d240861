import { baseApi } from "../../api/baseApi.ts";
import type { TAccountSecurity, TMicrosoftConnection, TSecurityPolicy } from "../../domain.ts";

/** One row of the account's sign-ins and security events. */
export type SecurityEvent = TAccountSecurity["events"][number];

export const accountSecurityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySecurityPolicy: build.query<TSecurityPolicy, number>({
      query: (companyId) => `/companies/${companyId}/security-policy`,
      providesTags: (_r, _e, companyId) => [{ type: "Company", id: companyId }],
    }),
    updateCompanySecurityPolicy: build.mutation<
      TSecurityPolicy,
      { companyId: number; requireTwoFactor?: boolean; passwordMaxAgeDays?: number | null }
    >({
      query: ({ companyId, ...body }) => ({
        url: `/companies/${companyId}/security-policy`,
        method: "PUT",
        body,
      }),
      invalidatesTags: (_r, error, { companyId }) =>
        error ? [] : [{ type: "Company", id: companyId }, "TwoFactorAuth"],
    }),
    getMicrosoftConnection: build.query<TMicrosoftConnection, number>({
      query: (companyId) => `/companies/${companyId}/microsoft`,
      providesTags: (_r, _e, companyId) => [{ type: "Company", id: companyId }],
    }),
    createMicrosoftSetupLink: build.mutation<{ url: string; expiresAt: number }, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/microsoft/setup-link`,
        method: "POST",
      }),
    }),
    disconnectMicrosoft: build.mutation<void, number>({
      query: (companyId) => ({ url: `/companies/${companyId}/microsoft`, method: "DELETE" }),
      invalidatesTags: (_r, error, companyId) =>
        error ? [] : [{ type: "Company", id: companyId }],
    }),
    getAccountSecurity: build.query<TAccountSecurity, void>({
      query: () => "/user/security",
      providesTags: ["User", "TwoFactorAuth"],
    }),
  }),
});

export const {
  useGetAccountSecurityQuery,
  useGetCompanySecurityPolicyQuery,
  useUpdateCompanySecurityPolicyMutation,
  useGetMicrosoftConnectionQuery,
  useCreateMicrosoftSetupLinkMutation,
  useDisconnectMicrosoftMutation,
} = accountSecurityApi;
