import { baseApi } from "../../api/baseApi.ts";
import type {
  AuthenticatorEnrolment,
  CodeMethod,
  PendingTwoFactor,
  TwoFactorMethod,
  TwoFactorOverview,
} from "../../domain.ts";

/** The shapes this API answers with: the server's response schemas (domain schemas/auth-views.ts). */
export type {
  AuthenticatorEnrolment,
  CodeMethod,
  PendingTwoFactor,
  TrustedDevice,
  TwoFactorMethod,
  TwoFactorMethodState,
  TwoFactorOverview,
} from "../../domain.ts";

export type VerifyRequest =
  | { method: TwoFactorMethod; code: string; trustDevice?: boolean }
  | { recoveryCode: string; trustDevice?: boolean };

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorOverview, void>({
      query: () => "/user/two-factor",
      providesTags: ["TwoFactorAuth", "RecoveryCode"],
    }),
    startAuthenticator: build.mutation<AuthenticatorEnrolment, { password?: string }>({
      query: (body) => ({ url: "/user/two-factor/authenticator", method: "POST", body }),
    }),
    confirmAuthenticator: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({ url: "/user/two-factor/authenticator/confirm", method: "POST", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["TwoFactorAuth", "RecoveryCode", "User"]),
    }),
    startCodeMethod: build.mutation<
      { destination: string | null },
      { method: CodeMethod; password?: string }
    >({
      query: ({ method, ...body }) => ({ url: `/user/two-factor/${method}`, method: "POST", body }),
    }),
    confirmCodeMethod: build.mutation<
      { recoveryCodes: string[] },
      { method: CodeMethod; code: string }
    >({
      query: ({ method, ...body }) => ({
        url: `/user/two-factor/${method}/confirm`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["TwoFactorAuth", "RecoveryCode", "User"]),
    }),
    updateTwoFactorMethod: build.mutation<
      TwoFactorOverview,
      { method: TwoFactorMethod; default?: true; enabled?: boolean; password?: string }
    >({
      query: ({ method, ...body }) => ({ url: `/user/two-factor/${method}`, method: "PUT", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["TwoFactorAuth", "RecoveryCode"]),
    }),
    regenerateRecoveryCodes: build.mutation<{ recoveryCodes: string[] }, { password?: string }>({
      query: (body) => ({ url: "/user/two-factor/recovery-codes", method: "POST", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["RecoveryCode"]),
    }),
    revokeTrustedDevice: build.mutation<void, { id?: string }>({
      query: ({ id }) => ({
        url: id ? `/user/trusted-devices/${id}` : "/user/trusted-devices",
        method: "DELETE",
      }),
      invalidatesTags: ["TwoFactorAuth"],
    }),
    getPendingTwoFactor: build.query<PendingTwoFactor, void>({
      query: () => "/two-factor-auth",
      keepUnusedDataFor: 0,
    }),
    sendTwoFactorCode: build.mutation<{ destination: string | null }, { method: CodeMethod }>({
      query: (body) => ({ url: "/two-factor-auth/send", method: "POST", body }),
    }),
    verifyTwoFactor: build.mutation<void, VerifyRequest>({
      query: (body) => ({ url: "/two-factor-auth/verify", method: "POST", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["User", "TwoFactorAuth"]),
    }),
  }),
});

export const {
  useGetTwoFactorQuery,
  useStartAuthenticatorMutation,
  useConfirmAuthenticatorMutation,
  useStartCodeMethodMutation,
  useConfirmCodeMethodMutation,
  useUpdateTwoFactorMethodMutation,
  useRegenerateRecoveryCodesMutation,
  useRevokeTrustedDeviceMutation,
  useGetPendingTwoFactorQuery,
  useSendTwoFactorCodeMutation,
  useVerifyTwoFactorMutation,
} = twoFactorApi;
