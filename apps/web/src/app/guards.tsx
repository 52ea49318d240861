import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { storedIntendedPath, storeIntendedPath } from "../api/session.ts";
import { intendedPathUsed } from "../api/sessionSlice.ts";
import { asksWhichCompanyAtSignIn } from "../domain.ts";
import { useAppDispatch } from "./hooks.ts";
import { useCurrentUser } from "./session/useCurrentUser.ts";
import { usePortal } from "./session/usePortal.ts";

export interface ReturnState {
  /** Where to go back to after logging in. */
  from?: string;
}

/** Pages for signed-in users; others go to /login and come back afterwards. */
export function RequireUser() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

function ReturnToIntendedPath({ to, state }: { to: string; state?: ReturnState }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    storeIntendedPath(null);
    dispatch(intendedPathUsed());
  }, [dispatch]);
  return <Navigate to={to} replace state={state} />;
}

/**
 * Login and registration. Once the user is signed in (the login reply fills the user cache),
 * go back to the page that sent them here, the path remembered before two-factor, or home; a
 * user of several companies first chooses which to represent (SPEC §2 company selection) and
 * goes on from there.
 */
export function GuestOnly() {
  const { user } = useCurrentUser();
  const portal = usePortal();
  const location = useLocation();
  if (user) {
    const to = (location.state as ReturnState | null)?.from ?? storedIntendedPath() ?? "/";
    if (asksWhichCompanyAtSignIn(user, portal.company?.id)) {
      return <ReturnToIntendedPath to="/select-company" state={{ from: to }} />;
    }
    return <ReturnToIntendedPath to={to} />;
  }
  return <Outlet />;
}
