import type {
  TPolicyAdjust,
  TPolicyCancel,
  TPolicyChangeForm,
  TPolicyChangeOptions,
} from "@platform/domain/risks/policy-change-schemas";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { baseApi } from "../../api/baseApi.ts";

const one = (companyId: number, id: number) => `/companies/${companyId}/risks/${id}`;

export type PolicyChange =
  | { kind: "adjust"; body: TPolicyAdjust }
  | { kind: "cancel"; body: TPolicyCancel }
  | { kind: "reinstate"; body?: undefined }
  | { kind: "withdraw"; body?: undefined }
  | { kind: "bind"; body: { declaration: true } };

/**
 * Changes to a bound policy: what may change now, the risk it changes, and the
 * change requests; every answer refreshes the risk's cached views.
 */
export const policyChangesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    policyChangeOptions: build.query<TPolicyChangeOptions, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${one(companyId, id)}/policy-changes`,
      providesTags: ["RiskPackage"],
    }),
    policyRisk: build.query<TRiskPackageView, { companyId: number; id: number }>({
      query: ({ companyId, id }) => one(companyId, id),
      providesTags: ["RiskPackage"],
    }),
    /** Each product in force: its pinned version's form and latest bound answers. */
    policyChangeForm: build.query<TPolicyChangeForm, { companyId: number; id: number }>({
      query: ({ companyId, id }) => `${one(companyId, id)}/policy-changes/form`,
      providesTags: ["RiskPackage"],
    }),
    changePolicy: build.mutation<
      TRiskPackageView,
      { companyId: number; id: number; change: PolicyChange }
    >({
      query: ({ companyId, id, change }) => ({
        url: `${one(companyId, id)}/${change.kind}`,
        method: "POST",
        body: change.body ?? {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ["RiskPackage", "RiskTransaction"]),
    }),
  }),
});

export const {
  usePolicyChangeOptionsQuery,
  usePolicyRiskQuery,
  usePolicyChangeFormQuery,
  useChangePolicyMutation,
} = policyChangesApi;
