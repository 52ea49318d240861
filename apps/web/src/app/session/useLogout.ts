import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useLogoutMutation } from "../../api/authApi.ts";
import { baseApi } from "../../api/baseApi.ts";
import { forgetSession } from "../../api/session.ts";
import { emitSessionEnded } from "../../api/sessionEvents.ts";
import { sessionCleared } from "../../api/sessionSlice.ts";
import { useAppDispatch } from "../hooks.ts";
import { usePortalHandle } from "./usePortal.ts";

/**
 * SPEC §4 logout: on success open `logoutUrl` in a new tab when given, forget the represented
 * company and the email, reset every cached API answer and go to /login. Failure is ignored.
 */
export function useLogout() {
  const [logout, state] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const companyHandle = usePortalHandle();

  const run = useCallback(async () => {
    const result = await logout({ companyHandle });
    if ("error" in result) return;
    const logoutUrl = result.data?.logoutUrl;
    if (logoutUrl) window.open(logoutUrl, "_blank", "noopener");
    forgetSession();
    emitSessionEnded();
    dispatch(sessionCleared());
    dispatch(baseApi.util.resetApiState());
    await navigate("/login", { replace: true });
  }, [logout, companyHandle, dispatch, navigate]);

  return [run, state] as const;
}
