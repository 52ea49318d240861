import { useCallback } from "react";
import { useNavigate } from "react-router";
import { storedIntendedPath, storeIntendedPath } from "../../api/session.ts";
import { intendedPathUsed, selectIntendedPath, twoFactorFinished } from "../../api/sessionSlice.ts";
import { useAppDispatch, useAppSelector } from "../hooks.ts";

/** After two-factor (or a forced password change): back to the path first asked for (SPEC §3). */
export function useReturnToIntendedPath() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const intended = useAppSelector(selectIntendedPath);
  return useCallback(() => {
    const to = intended ?? storedIntendedPath() ?? "/";
    storeIntendedPath(null);
    dispatch(intendedPathUsed());
    dispatch(twoFactorFinished());
    void navigate(to, { replace: true });
  }, [dispatch, intended, navigate]);
}
