import { baseApi } from "../../api/baseApi.ts";
import type { TChangePasswordRequest, TUpdateUserRequest, TUser } from "../../domain.ts";

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<TUser, TUpdateUserRequest>({
      query: (body) => ({ url: "/user", method: "PUT", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["User", "TwoFactorAuth"]),
    }),
    changePassword: build.mutation<void, TChangePasswordRequest>({
      query: (body) => ({ url: "/user/password", method: "PUT", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["User"]),
    }),
  }),
});

export const { useUpdateUserMutation, useChangePasswordMutation } = accountApi;
