import type {
  TDatasetInput,
  TDatasetListRow,
  TDatasetView,
} from "@platform/domain/product-design/index";
import type { TPageMeta } from "@platform/domain/schemas/paging";
import { baseApi } from "../../api/baseApi.ts";

export interface VersionKey {
  companyId: number;
  productId: number;
  versionId: number;
}

/**
 * Where datasets live: a product version's own (`versionId`), or the company's library of
 * custom datasets that versions copy from (no version).
 */
export type DatasetScope = VersionKey | { companyId: number; productId?: never; versionId?: never };

const isVersion = (k: DatasetScope): k is VersionKey => k.versionId !== undefined;

const base = (k: DatasetScope) =>
  isVersion(k)
    ? `/companies/${k.companyId}/products/${k.productId}/versions/${k.versionId}/datasets`
    : `/companies/${k.companyId}/custom-datasets`;

export interface CsvUpload {
  name: string;
  csv: string;
  keyColumns?: string[];
  range?: { from: string; to: string } | null;
}

const listTag = (k: DatasetScope) =>
  ({ type: "Rating", id: isVersion(k) ? `datasets-${k.versionId}` : "custom" }) as const;
const tags = (k: DatasetScope) =>
  isVersion(k) ? [{ type: "Rating" as const, id: k.versionId }, listTag(k)] : [listTag(k)];

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A version has a handful of datasets: one page of the largest size holds them. */
    listDatasets: build.query<{ data: TDatasetListRow[]; meta: TPageMeta }, DatasetScope>({
      query: (k) => ({ url: base(k), params: { perPage: 100 } }),
      providesTags: (_r, _e, k) => [listTag(k)],
    }),
    /** With their cells: the designer's preview resolves dataset-backed options from them. */
    listDatasetsWithRows: build.query<{ data: TDatasetView[]; meta: TPageMeta }, VersionKey>({
      query: (k) => ({ url: base(k), params: { perPage: 100, include: "rows" } }),
      providesTags: (_r, _e, k) => [{ type: "Rating", id: `datasets-${k.versionId}` }],
    }),
    /** One dataset with all its rows, for the grid editor. */
    getDataset: build.query<TDatasetView, DatasetScope & { id: number }>({
      query: ({ id, ...k }) => `${base(k)}/${id}`,
      providesTags: (_r, _e, k) => [listTag(k)],
    }),
    saveDataset: build.mutation<
      TDatasetListRow,
      DatasetScope & { id: number | null; dataset: TDatasetInput }
    >({
      query: ({ id, dataset, ...k }) => ({
        url: id === null ? base(k) : `${base(k)}/${id}`,
        method: id === null ? "POST" : "PUT",
        body: dataset,
      }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    deleteDataset: build.mutation<unknown, DatasetScope & { id: number }>({
      query: ({ id, ...k }) => ({ url: `${base(k)}/${id}`, method: "DELETE" }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    importCsv: build.mutation<TDatasetListRow, DatasetScope & { upload: CsvUpload }>({
      query: ({ upload, ...k }) => ({ url: `${base(k)}/import`, method: "POST", body: upload }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    copyCustomDataset: build.mutation<TDatasetListRow, VersionKey & { customDatasetId: number }>({
      query: ({ customDatasetId, ...k }) => ({
        url: `${base(k)}/copy`,
        method: "POST",
        body: { customDatasetId },
      }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    listCustomDatasets: build.query<{ data: TDatasetListRow[]; meta: TPageMeta }, number>({
      query: (companyId) => ({
        url: `/companies/${companyId}/custom-datasets`,
        params: { perPage: 100 },
      }),
      providesTags: [{ type: "Rating", id: "custom" }],
    }),
  }),
});

export const {
  useListDatasetsQuery,
  useListDatasetsWithRowsQuery,
  useGetDatasetQuery,
  useSaveDatasetMutation,
  useDeleteDatasetMutation,
  useImportCsvMutation,
  useCopyCustomDatasetMutation,
  useListCustomDatasetsQuery,
} = datasetsApi;
