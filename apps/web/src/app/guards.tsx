import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { storedIntendedPath, storeIntendedPath } from "../api/session.ts";
import { intendedPathUsed } from "../api/sessionSlice.ts";
import { useAppDispatch } from "./hooks.ts";
import { useCurrentUser } from "./session/useCurrentUser.ts";

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

function ReturnToIntendedPath({ to }: { to: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    storeIntendedPath(null);
    dispatch(intendedPathUsed());
  }, [dispatch]);
  return <Navigate to={to} replace />;
}

/**
 * Login and registration. Once the user is signed in (the login reply fills the user cache),
 * go back to the page that sent them here, the path remembered before two-factor, or home.
 */
export function GuestOnly() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (user) {
    const from = (location.state as ReturnState | null)?.from;
    return <ReturnToIntendedPath to={from ?? storedIntendedPath() ?? "/"} />;
  }
  return <Outlet />;
}
