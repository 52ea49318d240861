import type {
  TUnderwritingStatusInput,
  TUnderwritingStatusView,
} from "@platform/domain/risks/workflow";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

const base = (companyId: number) => `/companies/${companyId}/underwriting-statuses`;
const unlessFailed = (_result: unknown, error: unknown) => (error ? [] : ["Status" as const]);

export const underwritingStatusesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUnderwritingStatuses: build.query<
      TPage<TUnderwritingStatusView>,
      { companyId: number; page?: number; perPage?: number }
    >({
      query: ({ companyId, page, perPage }) => ({
        url: base(companyId),
        params: { page: page ?? 1, perPage: perPage ?? 100 },
      }),
      providesTags: ["Status"],
    }),
    saveUnderwritingStatus: build.mutation<
      TUnderwritingStatusView,
      { companyId: number; statusId?: number; body: TUnderwritingStatusInput }
    >({
      query: ({ companyId, statusId, body }) => ({
        url: `${base(companyId)}${statusId ? `/${statusId}` : ""}`,
        method: statusId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    deleteUnderwritingStatus: build.mutation<
      unknown,
      { companyId: number; statusId: number; moveTo?: number }
    >({
      query: ({ companyId, statusId, moveTo }) => ({
        url: `${base(companyId)}/${statusId}`,
        method: "DELETE",
        params: moveTo ? { moveTo } : {},
      }),
      invalidatesTags: unlessFailed,
    }),
    reorderUnderwritingStatuses: build.mutation<
      TPage<TUnderwritingStatusView>,
      { companyId: number; ids: number[] }
    >({
      query: ({ companyId, ids }) => ({
        url: `${base(companyId)}/reorder`,
        method: "PUT",
        body: { ids },
      }),
      invalidatesTags: ["Status"],
    }),
  }),
});

export const {
  useListUnderwritingStatusesQuery,
  useSaveUnderwritingStatusMutation,
  useDeleteUnderwritingStatusMutation,
  useReorderUnderwritingStatusesMutation,
} = underwritingStatusesApi;
