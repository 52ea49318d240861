import { useGetUserQuery } from "../../api/authApi.ts";

/**
 * The signed-in user (SPEC §3 auth state): `initialised` once the first answer is in,
 * `authenticated` when there is a user, `isFetchingUser` while asking.
 */
export function useCurrentUser() {
  const query = useGetUserQuery();
  const user = query.data ?? null;
  return {
    user,
    initialised: !query.isUninitialized && !query.isLoading,
    authenticated: user !== null,
    isFetchingUser: query.isFetching,
  };
}
