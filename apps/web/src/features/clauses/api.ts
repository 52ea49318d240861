import type { TPageMeta } from "@platform/domain/schemas/paging";
import type { TClauseDetails } from "@platform/domain/schemas/product";
import type {
  TClause,
  TClauseVersion,
  TClauseVersionSummary,
  TProductClassList,
} from "@platform/domain/schemas/product-views";
import { baseApi } from "../../api/baseApi.ts";

export type TClauseDetail = TClause & {
  versions: TClauseVersionSummary[];
  currentVersion: TClauseVersion;
  can: { manage: boolean };
};

interface ClauseKey {
  companyId: number;
  clauseId: number;
}
const clauseUrl = (k: ClauseKey) => `/companies/${k.companyId}/clauses/${k.clauseId}`;

export const clausesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listClauses: build.query<
      { data: TClause[]; meta: TPageMeta },
      { companyId: number; search?: string; page?: number; perPage?: number }
    >({
      query: ({ companyId, search, page, perPage }) => ({
        url: `/companies/${companyId}/clauses`,
        params: { ...(search ? { search } : {}), page: page ?? 1, perPage: perPage ?? 25 },
      }),
      providesTags: ["Clause"],
    }),
    getClause: build.query<TClauseDetail, ClauseKey>({
      query: clauseUrl,
      providesTags: ["Clause"],
    }),
    createClause: build.mutation<TClauseDetail, { companyId: number; body: TClauseDetails }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/clauses`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["Clause"]),
    }),
    saveClauseVersion: build.mutation<
      TClauseDetail,
      ClauseKey & { versionId: number; body: TClauseDetails }
    >({
      query: ({ versionId, body, ...key }) => ({
        url: `${clauseUrl(key)}/versions/${versionId}`,
        method: "PUT",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["Clause"]),
    }),
    clauseVersionAction: build.mutation<
      TClauseDetail,
      ClauseKey & { versionId: number; action: "publish" | "unpublish" | "delete" }
    >({
      query: ({ versionId, action, ...key }) =>
        action === "delete"
          ? { url: `${clauseUrl(key)}/versions/${versionId}`, method: "DELETE" }
          : { url: `${clauseUrl(key)}/versions/${versionId}/${action}`, method: "POST" },
      invalidatesTags: (_r, error) => (error ? [] : ["Clause"]),
    }),
    createClauseVersion: build.mutation<TClauseDetail, ClauseKey>({
      query: (key) => ({ url: `${clauseUrl(key)}/versions`, method: "POST" }),
      invalidatesTags: (_r, error) => (error ? [] : ["Clause"]),
    }),
    deleteClause: build.mutation<unknown, ClauseKey>({
      query: (key) => ({ url: clauseUrl(key), method: "DELETE" }),
      invalidatesTags: (_r, error) => (error ? [] : ["Clause"]),
    }),
    clauseClassOptions: build.query<TProductClassList, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/product-classes`,
      providesTags: ["ProductClass"],
    }),
  }),
});

export const {
  useListClausesQuery,
  useGetClauseQuery,
  useCreateClauseMutation,
  useSaveClauseVersionMutation,
  useClauseVersionActionMutation,
  useCreateClauseVersionMutation,
  useDeleteClauseMutation,
  useClauseClassOptionsQuery,
} = clausesApi;
