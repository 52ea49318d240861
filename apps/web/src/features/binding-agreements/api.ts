import type {
  TBindingAgreementInput,
  TRiskCodeInput,
  TSyndicateInput,
} from "@platform/domain/binding-agreements/schemas";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

export interface TSyndicateRow {
  id: number;
  name: string;
  lloydsNumber: string | null;
  insurerCompanyId: number | null;
  insurerName: string | null;
  managingAgent: string | null;
  active: boolean;
  updatedAt: number;
}

export interface TRiskCodeSummary {
  id: number;
  code: string;
  description: string | null;
  periodCount: number;
  currentPeriod: { dateFrom: string; dateTo: string } | null;
  updatedAt: number;
}

export interface TRiskCodeDetail {
  id: number;
  code: string;
  description: string | null;
  periods: {
    id: number;
    dateFrom: string;
    dateTo: string;
    syndicates: {
      syndicateId: number;
      syndicateName: string;
      lloydsNumber: string | null;
      capacityProviderPercentage: number;
      grossPremiumCommissionPercentage: number;
    }[];
  }[];
  updatedAt: number;
}

export interface TAgreementRow {
  id: number;
  name: string;
  agencyCompanyId: number;
  agencyName: string;
  managingInsurerCompanyId: number;
  managingInsurerName: string;
  currency: string;
  timezone: string;
  uniqueMarketReference: string;
  agreementNumber: string;
  validFrom: string;
  validTo: string;
  role: "agency" | "insurer";
  can: { manage: boolean };
  updatedAt: number;
}

export interface TListArgs {
  companyId: number;
  search?: string;
  page?: number;
  perPage?: number;
}
const listParams = ({ search, page, perPage }: TListArgs) => ({
  ...(search ? { search } : {}),
  page: page ?? 1,
  perPage: perPage ?? 25,
});
const base = (companyId: number) => `/companies/${companyId}`;
const unlessFailed =
  <T extends "Syndicate" | "RiskCode" | "BindingAgreement">(tag: T) =>
  (_result: unknown, error: unknown) =>
    error ? [] : [tag];

export const agreementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSyndicates: build.query<TPage<TSyndicateRow>, TListArgs>({
      query: (args) => ({ url: `${base(args.companyId)}/syndicates`, params: listParams(args) }),
      providesTags: ["Syndicate"],
    }),
    createSyndicate: build.mutation<TSyndicateRow, { companyId: number; body: TSyndicateInput }>({
      query: ({ companyId, body }) => ({
        url: `${base(companyId)}/syndicates`,
        method: "POST",
        body,
      }),
      invalidatesTags: unlessFailed("Syndicate"),
    }),
    updateSyndicate: build.mutation<
      TSyndicateRow,
      { companyId: number; syndicateId: number; body: TSyndicateInput }
    >({
      query: ({ companyId, syndicateId, body }) => ({
        url: `${base(companyId)}/syndicates/${syndicateId}`,
        method: "PUT",
        body,
      }),
      invalidatesTags: unlessFailed("Syndicate"),
    }),
    deleteSyndicate: build.mutation<unknown, { companyId: number; syndicateId: number }>({
      query: ({ companyId, syndicateId }) => ({
        url: `${base(companyId)}/syndicates/${syndicateId}`,
        method: "DELETE",
      }),
      invalidatesTags: unlessFailed("Syndicate"),
    }),

    listRiskCodes: build.query<TPage<TRiskCodeSummary>, TListArgs>({
      query: (args) => ({ url: `${base(args.companyId)}/risk-codes`, params: listParams(args) }),
      providesTags: ["RiskCode"],
    }),
    getRiskCode: build.query<TRiskCodeDetail, { companyId: number; riskCodeId: number }>({
      query: ({ companyId, riskCodeId }) => `${base(companyId)}/risk-codes/${riskCodeId}`,
      providesTags: ["RiskCode"],
    }),
    saveRiskCode: build.mutation<
      TRiskCodeDetail,
      { companyId: number; riskCodeId?: number; body: TRiskCodeInput }
    >({
      query: ({ companyId, riskCodeId, body }) => ({
        url: `${base(companyId)}/risk-codes${riskCodeId ? `/${riskCodeId}` : ""}`,
        method: riskCodeId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: unlessFailed("RiskCode"),
    }),
    deleteRiskCode: build.mutation<unknown, { companyId: number; riskCodeId: number }>({
      query: ({ companyId, riskCodeId }) => ({
        url: `${base(companyId)}/risk-codes/${riskCodeId}`,
        method: "DELETE",
      }),
      invalidatesTags: unlessFailed("RiskCode"),
    }),

    listAgreements: build.query<TPage<TAgreementRow>, TListArgs>({
      query: (args) => ({
        url: `${base(args.companyId)}/binding-agreements`,
        params: listParams(args),
      }),
      providesTags: ["BindingAgreement"],
    }),
    getAgreement: build.query<TAgreementRow, { companyId: number; agreementId: number }>({
      query: ({ companyId, agreementId }) => `${base(companyId)}/binding-agreements/${agreementId}`,
      providesTags: ["BindingAgreement"],
    }),
    saveAgreement: build.mutation<
      TAgreementRow,
      { companyId: number; agreementId?: number; body: TBindingAgreementInput }
    >({
      query: ({ companyId, agreementId, body }) => ({
        url: `${base(companyId)}/binding-agreements${agreementId ? `/${agreementId}` : ""}`,
        method: agreementId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    deleteAgreement: build.mutation<unknown, { companyId: number; agreementId: number }>({
      query: ({ companyId, agreementId }) => ({
        url: `${base(companyId)}/binding-agreements/${agreementId}`,
        method: "DELETE",
      }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),

    /** Insurer companies on the platform, for the insurer pickers (company type 4). */
    insurerCompanies: build.query<{ id: number; name: string }[], void>({
      query: () => ({ url: "/company-names", params: { refCompanyTypeId: 4 } }),
      transformResponse: (reply: { data: { id: number; name: string }[] }) => reply.data,
      providesTags: [{ type: "Company", id: "NAMES" }],
    }),
  }),
});

export const {
  useListSyndicatesQuery,
  useCreateSyndicateMutation,
  useUpdateSyndicateMutation,
  useDeleteSyndicateMutation,
  useListRiskCodesQuery,
  useGetRiskCodeQuery,
  useSaveRiskCodeMutation,
  useDeleteRiskCodeMutation,
  useListAgreementsQuery,
  useGetAgreementQuery,
  useSaveAgreementMutation,
  useDeleteAgreementMutation,
  useInsurerCompaniesQuery,
} = agreementsApi;
