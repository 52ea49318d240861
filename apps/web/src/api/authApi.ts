import type { TLoginRequest, TRegisterRequest, TUser } from "../domain.ts";
import { baseApi } from "./baseApi.ts";
import { cachedUser } from "./baseQuery.ts";

export interface LogoutReply {
  logoutUrl?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when nobody is. A 401 is an answer here, not an error, so the
     * many components reading the user do not each ask again. While nobody is known to be
     * signed in the query asks with `optional=true` (200 and null rather than a 401 logged in
     * the console of every signed-out page); once a user is cached, a 401 still ends the session.
     */
    getUser: build.query<TUser | null, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const known = cachedUser(api.getState()) !== null;
        const result = await baseQuery(known ? "/user" : "/user?optional=true");
        if (result.error?.status === 401) return { data: null };
        if (result.error) return { error: result.error };
        return { data: (result.data as TUser | null) ?? null };
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
