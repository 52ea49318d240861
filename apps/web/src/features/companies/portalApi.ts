import { baseApi } from "../../api/baseApi.ts";
import type { TCompany, TPortal, TPublicCompany } from "./types.ts";

/**
 * The company reads the page frame makes on every page (the host's portal, the company whose
 * brand the header shows): they load with the entry chunk; the rest of the companies API
 * (api.ts, which re-exports these hooks) loads with the pages that use it.
 */
export const portalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortal: build.query<TPortal, void>({
      query: () => "/portal",
      providesTags: (portal) =>
        portal?.company ? [{ type: "Company", id: portal.company.id }] : [],
    }),
    getCompany: build.query<TCompany | TPublicCompany, number>({
      query: (id) => `/companies/${id}`,
      providesTags: (_company, _error, id) => [{ type: "Company", id }],
    }),
  }),
});

export const { useGetPortalQuery, useGetCompanyQuery, useLazyGetCompanyQuery } = portalApi;
