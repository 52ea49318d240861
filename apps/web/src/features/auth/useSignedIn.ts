import { useCallback } from "react";
import { authApi } from "../../api/authApi.ts";
import { rememberEmail } from "../../api/session.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import { loadSignedInShell } from "../../app/shell/signedInShell.ts";
import type { TUser } from "../../domain.ts";

/**
 * After a successful login or registration: remember the email (SPEC §9), load the signed-in
 * header parts and put the user in the cache; the guest-only route then moves on to the
 * intended page.
 */
export function useSignedIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (user: TUser) => {
      rememberEmail(user.email);
      // The signed-in header parts first, so the next page shows with its header complete
      // (a failed load falls back to RootLayout, which waits and retries).
      await loadSignedInShell().catch(() => undefined);
      await dispatch(authApi.util.upsertQueryData("getUser", undefined, user));
    },
    [dispatch],
  );
}
