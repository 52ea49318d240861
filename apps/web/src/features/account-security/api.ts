import { baseApi } from "../../api/baseApi.ts";

export interface SecurityEvent {
  id: number;
  action: string;
  at: number;
  ipAddress: string | null;
  userAgent: string | null;
  method: string | null;
  byAdministrator: boolean;
}

export interface AccountSecurity {
  lastActivityAt: number | null;
  memberSince: number;
  passwordChangedAt: number | null;
  passwordExpiresAt: number | null;
  twoFactorRequired: boolean;
  recentSignIns: SecurityEvent[];
  events: SecurityEvent[];
}

export interface OutboxMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

export interface CompanySecurityPolicy {
  companyId: number;
  requireTwoFactor: boolean;
  passwordMaxAgeDays: number | null;
}

export interface MicrosoftConnection {
  available: boolean;
  connected: boolean;
  tenantId: string | null;
  connectedAt: number | null;
}

export const accountSecurityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanySecurityPolicy: build.query<CompanySecurityPolicy, number>({
      query: (companyId) => `/companies/${companyId}/security-policy`,
      providesTags: (_r, _e, companyId) => [{ type: "Company", id: companyId }],
    }),
    updateCompanySecurityPolicy: build.mutation<
      CompanySecurityPolicy,
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
    getMicrosoftConnection: build.query<MicrosoftConnection, number>({
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
    getAccountSecurity: build.query<AccountSecurity, void>({
      query: () => "/user/security",
      providesTags: ["User", "TwoFactorAuth"],
    }),
    getOutbox: build.query<
      { data: OutboxMessage[]; meta: { limit: number; nextBefore: number | null } },
      { before?: number }
    >({
      query: (params) => ({ url: "/system/outbox", params }),
    }),
  }),
});

export const {
  useGetAccountSecurityQuery,
  useGetOutboxQuery,
  useGetCompanySecurityPolicyQuery,
  useUpdateCompanySecurityPolicyMutation,
  useGetMicrosoftConnectionQuery,
  useCreateMicrosoftSetupLinkMutation,
  useDisconnectMicrosoftMutation,
} = accountSecurityApi;
