import type { TLoginRequest, TRegisterRequest, TUser } from "../domain.ts";
import { baseApi } from "./baseApi.ts";

export interface LogoutReply {
  logoutUrl?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when nobody is (401). A 401 is an answer here, not an error,
     * so the many components reading the user do not each ask again.
     */
    getUser: build.query<TUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery("/user");
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as TUser };
      },
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
