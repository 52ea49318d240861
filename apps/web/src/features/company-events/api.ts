import type {
  TCompanyEventInput,
  TCompanyEventRunView,
  TCompanyEventView,
  TWebhookSecretRotation,
} from "@platform/domain/company-events/schemas";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

/** An item an action's configuration names (a template, a status, a user). */
export interface TOption {
  id: number;
  name: string;
}
type OptionsArgs = { companyId: number };
const options =
  (path: string) =>
  ({ companyId }: OptionsArgs) => ({
    url: `/companies/${companyId}/${path}`,
    params: { page: 1, perPage: 100 },
  });

export interface TEventType {
  event: string;
  title: string;
  description: string;
  facets: string[];
  daysBefore: { default: number; max: number } | null;
}

/** SPEC §2 company events and their actions (ManageCompanyEvents). */
export const companyEventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The first hundred of each, by name: what an action's configuration chooses from. */
    eventEmailTemplates: build.query<{ data: TOption[] }, OptionsArgs>({
      query: options("email-templates"),
      providesTags: ["EmailTemplate"],
    }),
    eventDocumentTemplates: build.query<{ data: TOption[] }, OptionsArgs>({
      query: options("document-templates"),
      providesTags: ["DocumentTemplate"],
    }),
    eventStatuses: build.query<{ data: TOption[] }, OptionsArgs>({
      query: options("underwriting-statuses"),
      providesTags: ["Status"],
    }),
    eventUsers: build.query<{ data: TOption[] }, OptionsArgs>({
      query: options("users"),
    }),
    listEventTypes: build.query<TEventType[], { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/event-types`,
    }),
    listCompanyEvents: build.query<
      TPage<TCompanyEventView>,
      { companyId: number; page?: number; search?: string }
    >({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/events`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [{ type: "CompanyEvent", id: companyId }],
    }),
    saveCompanyEvent: build.mutation<
      TCompanyEventView,
      { companyId: number; eventId?: number; body: TCompanyEventInput }
    >({
      query: ({ companyId, eventId, body }) => ({
        url: eventId
          ? `/companies/${companyId}/events/${eventId}`
          : `/companies/${companyId}/events`,
        method: eventId ? "PUT" : "POST",
        body,
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "CompanyEvent", id: companyId },
      ],
    }),
    /** A webhook step's new secret, shown once; the replaced one signs beside it for a day. */
    rotateWebhookSecret: build.mutation<
      TWebhookSecretRotation,
      { companyId: number; eventId: number; index: number }
    >({
      query: ({ companyId, eventId, index }) => ({
        url: `/companies/${companyId}/events/${eventId}/actions/${index}/rotate-secret`,
        method: "POST",
      }),
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: "CompanyEvent", id: companyId }],
    }),
    listEventRuns: build.query<
      TPage<TCompanyEventRunView>,
      { companyId: number; page?: number; status?: string }
    >({
      query: ({ companyId, page, status }) => ({
        url: `/companies/${companyId}/event-runs`,
        params: { page, status: status || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [{ type: "CompanyEventRun", id: companyId }],
    }),
    getEventRun: build.query<TCompanyEventRunView, { companyId: number; runId: number }>({
      query: ({ companyId, runId }) => `/companies/${companyId}/event-runs/${runId}`,
      providesTags: (_run, _error, { companyId }) => [{ type: "CompanyEventRun", id: companyId }],
    }),
    replayEventRun: build.mutation<TCompanyEventRunView, { companyId: number; runId: number }>({
      query: ({ companyId, runId }) => ({
        url: `/companies/${companyId}/event-runs/${runId}/replay`,
        method: "POST",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "CompanyEventRun", id: companyId },
      ],
    }),
    deleteCompanyEvent: build.mutation<void, { companyId: number; eventId: number }>({
      query: ({ companyId, eventId }) => ({
        url: `/companies/${companyId}/events/${eventId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "CompanyEvent", id: companyId },
      ],
    }),
  }),
});

export const {
  useEventEmailTemplatesQuery,
  useEventDocumentTemplatesQuery,
  useEventStatusesQuery,
  useEventUsersQuery,
  useListEventTypesQuery,
  useListCompanyEventsQuery,
  useSaveCompanyEventMutation,
  useRotateWebhookSecretMutation,
  useDeleteCompanyEventMutation,
  useListEventRunsQuery,
  useGetEventRunQuery,
  useReplayEventRunMutation,
} = companyEventsApi;
