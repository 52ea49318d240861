import { baseApi } from "../../api/baseApi.ts";

export const microsoftApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMicrosoftAvailable: build.query<{ available: boolean }, string>({
      query: (companyHandle) => ({ url: "/microsoft/available", params: { companyHandle } }),
    }),
  }),
});

export const { useGetMicrosoftAvailableQuery } = microsoftApi;
