import { baseApi } from "../../api/baseApi.ts";
import type { TCompanySummary } from "../../domain.ts";

/** The public profile of a company, as a portal needs it before anyone signs in. */
export type TPublicCompany = Pick<
  TCompanySummary,
  "id" | "name" | "handle" | "refCompanyTypeId" | "appearance"
>;

export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyByHandle: build.query<TPublicCompany, string>({
      query: (handle) => `/companies/by-handle/${encodeURIComponent(handle)}`,
      providesTags: (company) => (company ? [{ type: "Company", id: company.id }] : []),
    }),
  }),
});

export const { useGetCompanyByHandleQuery } = companiesApi;
