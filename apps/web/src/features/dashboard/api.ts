import type { TRiskListItem } from "@platform/domain/risks/views";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One work queue: the risks list endpoint with the queue's filters. */
    workQueue: build.query<
      TPage<TRiskListItem>,
      { companyId: number; params: Record<string, string | number> }
    >({
      query: ({ companyId, params }) => ({ url: `/companies/${companyId}/risks`, params }),
      providesTags: ["RiskPackage", "DashboardData"],
    }),
  }),
});

export const { useWorkQueueQuery } = dashboardApi;
