import type { TAssignmentRuleInput, TAssignmentRuleView } from "@platform/domain/risks/workflow";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

export interface TOption {
  id: number;
  name: string;
}

const base = (companyId: number) => `/companies/${companyId}/assignment-rules`;
const unlessFailed = (_result: unknown, error: unknown) => (error ? [] : ["Underwriter" as const]);

export const assignmentRulesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAssignmentRules: build.query<
      TPage<TAssignmentRuleView>,
      { companyId: number; page?: number }
    >({
      query: ({ companyId, page }) => ({
        url: base(companyId),
        params: { page: page ?? 1, perPage: 100 },
      }),
      providesTags: ["Underwriter"],
    }),
    ruleUnderwriterOptions: build.query<TOption[], number>({
      query: (companyId) => `${base(companyId)}/underwriters`,
      transformResponse: (reply: { data: TOption[] }) => reply.data,
      providesTags: ["Underwriter", "UserCompanyRole"],
    }),
    ruleProductOptions: build.query<TOption[], number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/products`,
        params: { perPage: 100 },
      }),
      transformResponse: (reply: { data: TOption[] }) =>
        reply.data.map(({ id, name }) => ({ id, name })),
      providesTags: ["Product"],
    }),
    ruleBrokerageOptions: build.query<TOption[], number>({
      query: (companyId) => `/companies/${companyId}/brokerages`,
      transformResponse: (reply: {
        data: { brokerCompanyId: number; company: { id: number; name: string } }[];
      }) =>
        reply.data
          .filter((row) => row.company.id === row.brokerCompanyId)
          .map((row) => ({ id: row.company.id, name: row.company.name })),
      providesTags: ["Company"],
    }),
    saveAssignmentRule: build.mutation<
      TAssignmentRuleView,
      { companyId: number; ruleId?: number; body: TAssignmentRuleInput }
    >({
      query: ({ companyId, ruleId, body }) => ({
        url: `${base(companyId)}${ruleId ? `/${ruleId}` : ""}`,
        method: ruleId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    deleteAssignmentRule: build.mutation<unknown, { companyId: number; ruleId: number }>({
      query: ({ companyId, ruleId }) => ({ url: `${base(companyId)}/${ruleId}`, method: "DELETE" }),
      invalidatesTags: unlessFailed,
    }),
    reorderAssignmentRules: build.mutation<
      TPage<TAssignmentRuleView>,
      { companyId: number; ids: number[] }
    >({
      query: ({ companyId, ids }) => ({
        url: `${base(companyId)}/reorder`,
        method: "PUT",
        body: { ids },
      }),
      invalidatesTags: ["Underwriter"],
    }),
  }),
});

export const {
  useListAssignmentRulesQuery,
  useRuleUnderwriterOptionsQuery,
  useRuleProductOptionsQuery,
  useRuleBrokerageOptionsQuery,
  useSaveAssignmentRuleMutation,
  useDeleteAssignmentRuleMutation,
  useReorderAssignmentRulesMutation,
} = assignmentRulesApi;
