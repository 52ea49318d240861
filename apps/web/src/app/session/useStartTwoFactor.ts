import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { rememberEmail, storedIntendedPath, storeIntendedPath } from "../../api/session.ts";
import { twoFactorStarted } from "../../api/sessionSlice.ts";
import type { TwoFactorChallenge } from "../../domain.ts";
import type { ReturnState } from "../guards.tsx";
import { useAppDispatch } from "../hooks.ts";

export type { TwoFactorChallenge } from "../../domain.ts";

export function isTwoFactorChallenge(value: unknown): value is TwoFactorChallenge {
  return (
    typeof value === "object" && value !== null && (value as TwoFactorChallenge).twoFactor === true
  );
}

/**
 * After a password sign-in that needs two-factor: remember where the user was going (the page
 * that sent them to log in) and open the verification screen.
 */
export function useStartTwoFactor() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (email: string) => {
      const intended = (location.state as ReturnState | null)?.from ?? storedIntendedPath() ?? "/";
      rememberEmail(email);
      storeIntendedPath(intended);
      dispatch(twoFactorStarted(intended));
      void navigate("/two-factor-auth/verify", { replace: true });
    },
    [dispatch, location.state, navigate],
  );
}
