import { baseApi } from "../../api/baseApi.ts";
import type {
  TAuditLogPage,
  TAuditLogQuery,
  TCompanyName,
  TFailedJobPage,
  TFailedJobQuery,
  TJobQueuePage,
  TOutboxPage,
  TOutboxQuery,
  TPendingCompanyPage,
} from "../../domain.ts";

/** Query parameters without the empty ones (an empty filter is no filter). */
export function searchParams(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params;
}

export const systemConsoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<TAuditLogPage, TAuditLogQuery>({
      query: (query) => `/system/audit?${searchParams(query)}`,
    }),
    getOutbox: build.query<TOutboxPage, TOutboxQuery>({
      query: (query) => `/system/outbox?${searchParams(query)}`,
    }),
    getPendingCompanies: build.query<TPendingCompanyPage, { page: number }>({
      query: ({ page }) => `/system/companies/pending?page=${page}&perPage=10`,
      providesTags: ["Company"],
    }),
    approveCompany: build.mutation<void, number>({
      query: (id) => ({ url: `/system/companies/${id}/approve`, method: "POST" }),
      invalidatesTags: (_r, error) => (error ? [] : ["Company"]),
    }),
    declineCompany: build.mutation<void, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/system/companies/${id}/decline`,
        method: "POST",
        body: { reason },
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["Company"]),
    }),
    getJobQueues: build.query<TJobQueuePage, void>({
      query: () => "/system/jobs/queues",
      providesTags: ["Job"],
    }),
    getFailedJobs: build.query<TFailedJobPage, TFailedJobQuery>({
      query: (query) => `/system/jobs/failed?${searchParams(query)}`,
      providesTags: ["Job"],
    }),
    retryJob: build.mutation<void, { queue: string; jobId: string }>({
      query: ({ queue, jobId }) => ({
        url: `/system/jobs/${encodeURIComponent(queue)}/${jobId}/retry`,
        method: "POST",
      }),
      invalidatesTags: ["Job"],
    }),
    getConsoleCompanyNames: build.query<TCompanyName[], void>({
      query: () => "/company-names",
      transformResponse: (response: { data: TCompanyName[] }) => response.data,
      providesTags: ["Company"],
    }),
  }),
});

export const {
  useGetAuditLogQuery,
  useGetOutboxQuery,
  useGetConsoleCompanyNamesQuery,
  useGetPendingCompaniesQuery,
  useApproveCompanyMutation,
  useDeclineCompanyMutation,
  useGetJobQueuesQuery,
  useGetFailedJobsQuery,
  useRetryJobMutation,
} = systemConsoleApi;
