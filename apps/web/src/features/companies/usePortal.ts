import { skipToken } from "@reduxjs/toolkit/query";
import { useGetCompanyByHandleQuery } from "./api.ts";
import { currentPortalHandle } from "./portalHost.ts";

const handle = currentPortalHandle();

/** The handle of the company portal being viewed, or null on the main site. */
export function usePortalHandle(): string | null {
  return handle;
}

/** The company portal being viewed (SPEC §2 "Company portal"). */
export function usePortal() {
  const query = useGetCompanyByHandleQuery(handle ?? skipToken);
  return {
    handle,
    company: query.data ?? null,
    isLoading: handle !== null && query.isLoading,
    error: query.error,
  };
}
