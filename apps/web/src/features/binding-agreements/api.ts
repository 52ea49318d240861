import type {
  TAgreementPeriodContent,
  TAgreementPeriodContentInput,
  TBindingAgreementInput,
  TRiskCodeInput,
  TSyndicateInput,
} from "@platform/domain/binding-agreements/schemas";
import type {
  TBindingAgreementView,
  TPeriodDetail as TPeriodDetailView,
  TPeriodUsage,
  TPeriodVersionView,
  TRiskCodeSummary,
  TRiskCodeView,
  TSyndicateView,
  ZContentNames,
  ZPeriodRow,
} from "@platform/domain/binding-agreements/views";
import type { z } from "zod";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

// Answer shapes come from the domain's views (the routes' response schemas); the names the
// pages use stay as aliases.
export type TSyndicateRow = TSyndicateView;
export type TAgreementRow = TBindingAgreementView;
export type TRiskCodeDetail = TRiskCodeView;
export type { TRiskCodeSummary };
export type TVersionState = TPeriodDetail["versions"][number];
/** A period version's content as stored: each section has its stable key. */
export type TPeriodContent = Omit<TAgreementPeriodContent, "sections"> & {
  sections: (TAgreementPeriodContent["sections"][number] & { key: string })[];
};
export type TContentNames = z.infer<typeof ZContentNames>;
export type TPeriodVersion = Omit<TPeriodVersionView, "content"> & { content: TPeriodContent };
export type TPeriodRow = Omit<z.infer<typeof ZPeriodRow>, "latestVersion"> & {
  latestVersion: TPeriodVersion;
};
export type TPeriodDetail = Omit<TPeriodDetailView, "currentVersion"> & {
  currentVersion: TPeriodVersion;
};
export interface TAgencyUser {
  id: number;
  name: string;
  email: string;
}

interface PeriodArgs {
  companyId: number;
  agreementId: number;
  periodId: number;
}
type VersionArgs = PeriodArgs & { versionId: number };
const periodsUrl = ({ companyId, agreementId }: { companyId: number; agreementId: number }) =>
  `/companies/${companyId}/binding-agreements/${agreementId}/periods`;
const versionUrl = (args: VersionArgs) =>
  `${periodsUrl(args)}/${args.periodId}/versions/${args.versionId}`;

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

    agreementUsage: build.query<
      { data: TPeriodUsage[] },
      { companyId: number; agreementId: number }
    >({
      query: ({ companyId, agreementId }) =>
        `${base(companyId)}/binding-agreements/${agreementId}/usage`,
      providesTags: ["BindingAgreement", "Risk"],
    }),
    listPeriods: build.query<TPage<TPeriodRow>, { companyId: number; agreementId: number }>({
      query: (args) => ({ url: periodsUrl(args), params: { perPage: 100 } }),
      providesTags: ["BindingAgreement"],
    }),
    getPeriod: build.query<TPeriodDetail, PeriodArgs>({
      query: (args) => `${periodsUrl(args)}/${args.periodId}`,
      providesTags: ["BindingAgreement"],
    }),
    getPeriodVersion: build.query<TPeriodVersion, VersionArgs>({
      query: (args) => versionUrl(args),
      providesTags: ["BindingAgreement"],
    }),
    createPeriod: build.mutation<
      TPeriodDetail,
      { companyId: number; agreementId: number; body: TAgreementPeriodContentInput }
    >({
      query: ({ body, ...args }) => ({ url: periodsUrl(args), method: "POST", body }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    savePeriodVersion: build.mutation<
      TPeriodDetail,
      VersionArgs & { body: TAgreementPeriodContentInput }
    >({
      query: ({ body, ...args }) => ({ url: versionUrl(args), method: "PUT", body }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    newPeriodVersion: build.mutation<TPeriodDetail, PeriodArgs>({
      query: (args) => ({ url: `${periodsUrl(args)}/${args.periodId}/versions`, method: "POST" }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    changePeriodVersion: build.mutation<
      TPeriodDetail,
      VersionArgs & { change: "publish" | "unpublish" | "delete" }
    >({
      query: ({ change, ...args }) =>
        change === "delete"
          ? { url: versionUrl(args), method: "DELETE" }
          : { url: `${versionUrl(args)}/${change}`, method: "POST" },
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    deletePeriod: build.mutation<unknown, PeriodArgs>({
      query: (args) => ({ url: `${periodsUrl(args)}/${args.periodId}`, method: "DELETE" }),
      invalidatesTags: unlessFailed("BindingAgreement"),
    }),
    /** The agency's products (the first 100), for the products a section covers. */
    agencyProducts: build.query<
      { id: number; name: string; insuranceClassId: number | null }[],
      number
    >({
      query: (companyId) => ({ url: `/companies/${companyId}/products`, params: { perPage: 100 } }),
      transformResponse: (reply: {
        data: { id: number; name: string; insuranceClassId: number | null }[];
      }) => reply.data,
      providesTags: ["Product"],
    }),
    /** The agency's users, for the authorised underwriters (the first 100 by name). */
    agencyUsers: build.query<TAgencyUser[], number>({
      query: (companyId) => ({ url: `/companies/${companyId}/users`, params: { perPage: 100 } }),
      transformResponse: (reply: { data: TAgencyUser[] }) => reply.data,
      providesTags: (_result, _error, companyId) => [{ type: "UserCompanyRole", id: companyId }],
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
  useAgreementUsageQuery,
  useListPeriodsQuery,
  useGetPeriodQuery,
  useGetPeriodVersionQuery,
  useCreatePeriodMutation,
  useSavePeriodVersionMutation,
  useNewPeriodVersionMutation,
  useChangePeriodVersionMutation,
  useDeletePeriodMutation,
  useAgencyUsersQuery,
  useAgencyProductsQuery,
} = agreementsApi;
