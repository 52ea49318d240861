import type { TBrokerRatingView } from "@platform/domain/product-design/views";
import type { ProposalForm } from "@platform/domain/proposal-form/index";
import type { TRiskCreate, TRiskSave } from "@platform/domain/risks/schemas";
import type {
  TRiskListPage,
  TRiskMessageView,
  TRiskNoteView,
  TRiskPackageView,
  TRiskTimelineEntry,
  TUnderwritingStatusRef,
} from "@platform/domain/risks/views";
import { baseApi } from "../../api/baseApi.ts";
import type { RiskListParams } from "./listQuery.ts";

const risks = (companyId: number) => `/companies/${companyId}/risks`;
const one = (companyId: number, id: number) => `${risks(companyId)}/${id}`;
/** Tags are not invalidated by a failed call (the screen shows the error instead). */
const unlessFailed =
  (...tags: ("RiskPackage" | "RiskPackageNote" | "RiskTransaction")[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

export type RiskAction =
  | "submit"
  | "quote"
  | "decline"
  | "discard"
  | "bind"
  | "migrate"
  | "approval/request"
  | "approval/decide"
  | "approval/undo"
  | "adjust"
  | "overrides";

export interface TPackageChoice {
  id: number;
  name: string;
  underwriterName: string;
  mainProductId: number;
  mainProductName: string;
  /** Today in the main product's time zone (the server's date): the default inception date. */
  today: string | null;
  /** An underwriter's own packages may be drafts; brokers only see live ones. */
  status?: string;
}

export const risksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRisks: build.query<TRiskListPage, { companyId: number; params: RiskListParams }>({
      query: ({ companyId, params }) => ({ url: risks(companyId), params }),
      providesTags: ["RiskPackage"],
    }),
    getRisk: build.query<TRiskPackageView, { companyId: number; id: number }>({
      query: ({ companyId, id }) => one(companyId, id),
      providesTags: ["RiskPackage"],
    }),
    createRisk: build.mutation<TRiskPackageView, { companyId: number; body: TRiskCreate }>({
      query: ({ companyId, body }) => ({ url: risks(companyId), method: "POST", body }),
      invalidatesTags: unlessFailed("RiskPackage"),
    }),
    saveRisk: build.mutation<TRiskPackageView, { companyId: number; id: number; body: TRiskSave }>({
      query: ({ companyId, id, body }) => ({ url: one(companyId, id), method: "PUT", body }),
      invalidatesTags: unlessFailed("RiskPackage"),
    }),
    riskAction: build.mutation<
      TRiskPackageView | null,
      { companyId: number; id: number; action: RiskAction; body?: unknown }
    >({
      query: ({ companyId, id, action, body }) => ({
        url: `${one(companyId, id)}/${action}`,
        method: "POST",
        body: body ?? {},
      }),
      invalidatesTags: unlessFailed("RiskPackage", "RiskTransaction"),
    }),
    setUnderwritingStatus: build.mutation<
      unknown,
      { companyId: number; id: number; underwritingStatusId: number | null }
    >({
      query: ({ companyId, id, underwritingStatusId }) => ({
        url: `${one(companyId, id)}/underwriting-status`,
        method: "PUT",
        body: { underwritingStatusId },
      }),
      invalidatesTags: unlessFailed("RiskPackage"),
    }),
    underwritingStatuses: build.query<TUnderwritingStatusRef[], number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/underwriting-statuses`,
        params: { perPage: 100 },
      }),
      transformResponse: (reply: { data: TUnderwritingStatusRef[] } | TUnderwritingStatusRef[]) =>
        Array.isArray(reply) ? reply : reply.data,
      providesTags: ["Status"],
    }),

    riskNotes: build.query<TRiskNoteView[], { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${one(companyId, id)}/notes`,
        params: { perPage: 50 },
      }),
      transformResponse: (reply: { data: TRiskNoteView[] } | TRiskNoteView[]) =>
        Array.isArray(reply) ? reply : reply.data,
      providesTags: ["RiskPackageNote"],
    }),
    addRiskNote: build.mutation<unknown, { companyId: number; id: number; body: string }>({
      query: ({ companyId, id, body }) => ({
        url: `${one(companyId, id)}/notes`,
        method: "POST",
        body: { body },
      }),
      invalidatesTags: unlessFailed("RiskPackageNote"),
    }),
    riskMessages: build.query<TRiskMessageView[], { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${one(companyId, id)}/messages`,
        params: { perPage: 50 },
      }),
      transformResponse: (reply: { data: TRiskMessageView[] } | TRiskMessageView[]) =>
        Array.isArray(reply) ? reply : reply.data,
      providesTags: [{ type: "RiskPackageNote", id: "messages" }],
    }),
    sendRiskMessage: build.mutation<unknown, { companyId: number; id: number; body: string }>({
      query: ({ companyId, id, body }) => ({
        url: `${one(companyId, id)}/messages`,
        method: "POST",
        body: { body },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: "RiskPackageNote", id: "messages" }]),
    }),
    riskTimeline: build.query<TRiskTimelineEntry[], { companyId: number; id: number }>({
      query: ({ companyId, id }) => ({
        url: `${one(companyId, id)}/timeline`,
        params: { perPage: 50 },
      }),
      transformResponse: (reply: { data: TRiskTimelineEntry[] } | TRiskTimelineEntry[]) =>
        Array.isArray(reply) ? reply : reply.data,
      providesTags: ["RiskPackage"],
    }),

    /** Packages the new-risk flow offers: a broker's available ones, or the underwriter's own. */
    riskPackageChoices: build.query<TPackageChoice[], { companyId: number; asBroker: boolean }>({
      query: ({ companyId, asBroker }) => ({
        url: `/companies/${companyId}/${asBroker ? "available-packages" : "product-packages"}`,
        params: { perPage: 100 },
      }),
      transformResponse: (reply: { data: PackageRow[] }) => reply.data.map(toChoice),
      providesTags: ["ProductPackage"],
    }),
    riskBrokerages: build.query<{ id: number; name: string }[], number>({
      query: (companyId) => `/companies/${companyId}/brokerages`,
      transformResponse: (reply: { data: { company: { id: number; name: string } }[] }) =>
        reply.data.map((row) => ({ id: row.company.id, name: row.company.name })),
      providesTags: (_list, _error, companyId) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),
    /** The proposal form: a broker's package form, or the pinned version's design. */
    riskForm: build.query<{ form: ProposalForm }, { url: string }>({
      query: ({ url }) => url,
      providesTags: ["ProductVersion", "RiskPackage"],
    }),
    rateRisk: build.mutation<TBrokerRatingView, { url: string; body: unknown }>({
      query: ({ url, body }) => ({ url, method: "POST", body }),
    }),
  }),
});

interface PackageRow {
  id: number;
  name: string;
  underwriter?: { name: string };
  status?: string;
  mainProduct: { id: number; name: string };
  today: string | null;
}
const toChoice = (row: PackageRow): TPackageChoice => ({
  id: row.id,
  name: row.name,
  underwriterName: row.underwriter?.name ?? "",
  mainProductId: row.mainProduct.id,
  mainProductName: row.mainProduct.name,
  today: row.today,
  status: row.status,
});

export const {
  useListRisksQuery,
  useGetRiskQuery,
  useCreateRiskMutation,
  useSaveRiskMutation,
  useRiskActionMutation,
  useSetUnderwritingStatusMutation,
  useUnderwritingStatusesQuery,
  useRiskNotesQuery,
  useAddRiskNoteMutation,
  useRiskMessagesQuery,
  useSendRiskMessageMutation,
  useRiskTimelineQuery,
  useRiskPackageChoicesQuery,
  useRiskBrokeragesQuery,
  useRiskFormQuery,
  useRateRiskMutation,
} = risksApi;
