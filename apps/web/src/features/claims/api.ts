import type {
  FeeSubmissionStatus,
  TFeeSubmission,
  TFeeSubmissionCreate,
} from "@platform/domain/claims/fees";
import type {
  TClaimCreate,
  TClaimDocument,
  TClaimMovement,
  TClaimSummary,
  TClaimTimelineEntry,
  TClaimView,
  TIncidentCreate,
  TMovementCreate,
} from "@platform/domain/claims/schemas";
import type { TClientPolicy } from "@platform/domain/risks/proposal-views";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

const claims = (companyId: number) => `/companies/${companyId}/claims`;
const one = (companyId: number, id: number) => `${claims(companyId)}/${id}`;
const unlessFailed = (_result: unknown, error: unknown) => (error ? [] : ["Claim" as const]);

export interface ClaimListParams {
  page?: number;
  perPage?: number;
  search?: string;
  status?: string;
  kind?: "claim" | "incident";
  riskPackageId?: number;
}
type Created = { id: number; reference: string; status: string };
type Ref = { companyId: number; id: number };

export const claimsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClaims: build.query<TPage<TClaimSummary>, { companyId: number; params: ClaimListParams }>({
      query: ({ companyId, params }) => ({ url: claims(companyId), params }),
      providesTags: ["Claim"],
    }),
    listIncidents: build.query<
      TPage<TClaimSummary>,
      { companyId: number; params: ClaimListParams }
    >({
      query: ({ companyId, params }) => ({ url: `/companies/${companyId}/incidents`, params }),
      providesTags: ["Claim"],
    }),
    claimCounts: build.query<
      { notified: number; open: number; reopened: number; incidents: number },
      number
    >({
      query: (companyId) => `${claims(companyId)}/counts`,
      providesTags: ["Claim"],
    }),
    /** The client's policies (its own list, `…/client-policies`), to notify a claim on. */
    notifiablePolicies: build.query<TPage<TClientPolicy>, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/client-policies`,
        params: { perPage: 100 },
      }),
      providesTags: ["Claim", "RiskPackage"],
    }),
    getClaim: build.query<TClaimView, Ref>({
      query: ({ companyId, id }) => one(companyId, id),
      providesTags: ["Claim"],
    }),
    claimMovements: build.query<TPage<TClaimMovement>, Ref & { page: number }>({
      query: ({ companyId, id, page }) => ({
        url: `${one(companyId, id)}/movements`,
        params: { page },
      }),
      providesTags: ["Claim"],
    }),
    claimTimeline: build.query<TPage<TClaimTimelineEntry>, Ref & { page: number }>({
      query: ({ companyId, id, page }) => ({
        url: `${one(companyId, id)}/timeline`,
        params: { page },
      }),
      providesTags: ["Claim"],
    }),
    claimDocuments: build.query<TPage<TClaimDocument>, Ref & { page: number }>({
      query: ({ companyId, id, page }) => ({
        url: `${one(companyId, id)}/documents`,
        params: { page, perPage: 10 },
      }),
      providesTags: ["Claim"],
    }),
    shareClaimDocument: build.mutation<
      { id: number; shared: boolean },
      Ref & { fileId: number; shared: boolean }
    >({
      query: ({ companyId, id, fileId, shared }) => ({
        url: `${one(companyId, id)}/documents/${fileId}/shared`,
        method: "PUT",
        body: { shared },
      }),
      invalidatesTags: unlessFailed,
    }),
    feeSubmissions: build.query<
      TPage<TFeeSubmission>,
      Ref & { page: number; status?: FeeSubmissionStatus }
    >({
      query: ({ companyId, id, page, status }) => ({
        url: `${one(companyId, id)}/fees`,
        params: { page, perPage: 10, ...(status ? { status } : {}) },
      }),
      providesTags: ["Claim"],
    }),
    submitFee: build.mutation<TFeeSubmission, Ref & { body: TFeeSubmissionCreate }>({
      query: ({ companyId, id, body }) => ({
        url: `${one(companyId, id)}/fees`,
        method: "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    decideFee: build.mutation<
      TFeeSubmission,
      Ref & { feeId: number; decision: "approve" | "decline"; reason?: string }
    >({
      query: ({ companyId, id, feeId, decision, reason }) => ({
        url: `${one(companyId, id)}/fees/${feeId}/${decision}`,
        method: "POST",
        body: decision === "decline" ? { reason: reason || null } : {},
      }),
      invalidatesTags: unlessFailed,
    }),
    notifyClaim: build.mutation<
      Created,
      { companyId: number; riskPackageId: number; body: TClaimCreate }
    >({
      query: ({ companyId, riskPackageId, body }) => ({
        url: `/companies/${companyId}/risks/${riskPackageId}/claims`,
        method: "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    createIncident: build.mutation<Created, { companyId: number; body: TIncidentCreate }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/incidents`,
        method: "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    claimAction: build.mutation<
      TClaimView,
      Ref & {
        action: "movements" | "status" | "legal" | "advice" | "convert";
        body: TMovementCreate | Record<string, unknown>;
      }
    >({
      query: ({ companyId, id, action, body }) => ({
        url: `${one(companyId, id)}/${action}`,
        method: "POST",
        body,
      }),
      invalidatesTags: unlessFailed,
    }),
    policyClient: build.query<
      { riskPackageId: number; clientCompanyId: number | null; clientName: string | null },
      { companyId: number; riskPackageId: number }
    >({
      query: ({ companyId, riskPackageId }) =>
        `/companies/${companyId}/risks/${riskPackageId}/client`,
      providesTags: ["Claim"],
    }),
    linkPolicyClient: build.mutation<
      unknown,
      { companyId: number; riskPackageId: number; clientCompanyId: number | null }
    >({
      query: ({ companyId, riskPackageId, clientCompanyId }) => ({
        url: `/companies/${companyId}/risks/${riskPackageId}/client`,
        method: "PUT",
        body: { clientCompanyId },
      }),
      invalidatesTags: unlessFailed,
    }),
    clientCompanies: build.query<{ data: { id: number; name: string }[] }, void>({
      query: () => ({ url: "/company-names", params: { refCompanyTypeId: 1 } }),
    }),
    legalFirms: build.query<{ data: { id: number; name: string }[] }, void>({
      query: () => ({ url: "/company-names", params: { refCompanyTypeId: 5 } }),
    }),
  }),
});

export const {
  useListClaimsQuery,
  useListIncidentsQuery,
  useClaimCountsQuery,
  useNotifiablePoliciesQuery,
  useShareClaimDocumentMutation,
  useGetClaimQuery,
  useClaimMovementsQuery,
  useClaimTimelineQuery,
  useClaimDocumentsQuery,
  useFeeSubmissionsQuery,
  useSubmitFeeMutation,
  useDecideFeeMutation,
  useNotifyClaimMutation,
  useCreateIncidentMutation,
  useClaimActionMutation,
  useLegalFirmsQuery,
  usePolicyClientQuery,
  useLinkPolicyClientMutation,
  useClientCompaniesQuery,
} = claimsApi;
