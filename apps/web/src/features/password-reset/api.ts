import { baseApi } from "../../api/baseApi.ts";

export interface ResetPasswordRequest {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface ExpiredPasswordRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export const passwordResetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: "/forgot-password", method: "POST", body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({ url: "/reset-password", method: "POST", body }),
    }),
    replaceExpiredPassword: build.mutation<void, ExpiredPasswordRequest>({
      query: (body) => ({ url: "/password-expired", method: "POST", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["User"]),
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useReplaceExpiredPasswordMutation,
} = passwordResetApi;
