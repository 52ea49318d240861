/** Proposals to clients: the broker's sends and revokes, the client's page. */
import type {
  TClientProposal,
  TProposalSend,
  TProposalView,
} from "@platform/domain/risks/proposal-views";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

const base = (companyId: number, id: number) => `/companies/${companyId}/risks/${id}/proposals`;
const unlessFailed = (_result: unknown, error: unknown) =>
  error ? [] : (["RiskPackage"] as const);

export const proposalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProposals: build.query<TPage<TProposalView>, { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({ url: base(companyId, id), params: { perPage: 10 } }),
      providesTags: ["RiskPackage"],
    }),
    sendProposal: build.mutation<
      TProposalView & { link: string },
      { companyId: number; id: number; body: TProposalSend }
    >({
      query: ({ companyId, id, body }) => ({ url: base(companyId, id), method: "POST", body }),
      invalidatesTags: unlessFailed,
    }),
    revokeProposal: build.mutation<
      TProposalView,
      { companyId: number; id: number; proposalId: number }
    >({
      query: ({ companyId, id, proposalId }) => ({
        url: `${base(companyId, id)}/${proposalId}/revoke`,
        method: "POST",
        body: {},
      }),
      invalidatesTags: unlessFailed,
    }),
    clientProposal: build.query<TClientProposal, number>({
      query: (id) => `/proposals/${id}`,
      providesTags: ["RiskPackage"],
    }),
    saveClientProposal: build.mutation<
      TClientProposal,
      { id: number; answers: Record<string, unknown> }
    >({
      query: ({ id, answers }) => ({ url: `/proposals/${id}`, method: "PUT", body: { answers } }),
      invalidatesTags: unlessFailed,
    }),
    markProposalDone: build.mutation<TClientProposal, number>({
      query: (id) => ({ url: `/proposals/${id}/done`, method: "POST", body: { confirm: true } }),
      invalidatesTags: unlessFailed,
    }),
  }),
});

export const {
  useListProposalsQuery,
  useSendProposalMutation,
  useRevokeProposalMutation,
  useClientProposalQuery,
  useSaveClientProposalMutation,
  useMarkProposalDoneMutation,
} = proposalsApi;
