import type {
  TAgreementLossRatios,
  TBordereauAgreement,
  TBordereauSummary,
} from "@platform/domain/reports/bordereau-api";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

export interface TBordereauArgs {
  companyId: number;
  agreementId: number;
  periodId: number;
  dateFrom?: string;
  dateTo?: string;
}

export const bordereauQuery = (args: Omit<TBordereauArgs, "companyId" | "agreementId">) => {
  const params = new URLSearchParams({ periodId: String(args.periodId) });
  if (args.dateFrom) params.set("dateFrom", args.dateFrom);
  if (args.dateTo) params.set("dateTo", args.dateTo);
  return params;
};

export const bordereauxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listBordereauAgreements: build.query<TPage<TBordereauAgreement>, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/bordereaux`,
        params: { perPage: 100 },
      }),
      providesTags: ["BindingAgreement"],
    }),
    listLossRatios: build.query<TPage<TAgreementLossRatios>, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/bordereaux/loss-ratios`,
        params: { perPage: 100 },
      }),
      providesTags: ["BindingAgreement", "Risk"],
    }),
    bordereauSummary: build.query<TBordereauSummary, TBordereauArgs>({
      query: ({ companyId, agreementId, ...rest }) =>
        `/companies/${companyId}/bordereaux/${agreementId}?${bordereauQuery(rest)}`,
      providesTags: ["BindingAgreement", "Risk"],
    }),
  }),
});

export const { useListBordereauAgreementsQuery, useBordereauSummaryQuery, useListLossRatiosQuery } =
  bordereauxApi;
