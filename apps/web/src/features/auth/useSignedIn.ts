import { useCallback } from "react";
import { authApi } from "../../api/authApi.ts";
import { rememberEmail } from "../../api/session.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import type { TUser } from "../../domain.ts";

/**
 * After a successful login or registration: remember the email (SPEC §9) and put the user in
 * the cache at once; the guest-only route then moves on to the intended page.
 */
export function useSignedIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (user: TUser) => {
      rememberEmail(user.email);
      await dispatch(authApi.util.upsertQueryData("getUser", undefined, user));
    },
    [dispatch],
  );
}
