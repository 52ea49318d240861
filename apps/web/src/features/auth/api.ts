import { baseApi } from "../../api/baseApi.ts";
import type { TLoginRequest, TRegisterRequest, TUser } from "../../domain.ts";

export interface LogoutReply {
  logoutUrl?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<TUser, void>({
      query: () => "/user",
      providesTags: ["User"],
    }),
    login: build.mutation<TUser, TLoginRequest>({
      query: (body) => ({ url: "/login", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["User"]),
    }),
    register: build.mutation<TUser, TRegisterRequest>({
      query: (body) => ({ url: "/register", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["User"]),
    }),
    logout: build.mutation<LogoutReply | null, { companyHandle?: string | null }>({
      query: ({ companyHandle }) => ({
        url: "/logout",
        method: "POST",
        params: companyHandle ? { companyHandle } : undefined,
      }),
    }),
  }),
});

export const { useGetUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  authApi;
