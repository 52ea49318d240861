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

export const accountSecurityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetAccountSecurityQuery, useGetOutboxQuery } = accountSecurityApi;
