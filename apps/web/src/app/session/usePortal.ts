import { useEffect } from "react";
import { setSharedCookieDomain } from "../../api/cookies.ts";
import { useGetPortalQuery } from "../../features/companies/portalApi.ts";
import {
  currentPortalHandle,
  rememberPortalSettings,
} from "../../features/companies/portalHost.ts";

const hostHandle = currentPortalHandle();

/** The handle of the company portal being viewed, or null on the main site. */
export function usePortalHandle(): string | null {
  const { data } = useGetPortalQuery();
  return data ? data.handle : hostHandle;
}

/**
 * The company portal being viewed (SPEC §2 "Company portal"), as `GET /api/portal` resolves it
 * from the host (the server knows the base host and the environment labels). Until it answers,
 * the host's first label stands in, so a portal shows its loading message at once.
 */
export function usePortal() {
  const query = useGetPortalQuery();
  const handle = query.data ? query.data.handle : hostHandle;
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    rememberPortalSettings(data.baseHost, data.cookieDomain);
    setSharedCookieDomain(data.cookieDomain);
  }, [data]);
  return {
    handle,
    company: query.data?.company ?? null,
    isLoading: handle !== null && query.isLoading,
    error: handle !== null ? query.error : undefined,
  };
}
