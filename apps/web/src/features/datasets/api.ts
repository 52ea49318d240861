import type { TDatasetInput, TDatasetView } from "@platform/domain/product-design/index";
import { baseApi } from "../../api/baseApi.ts";

export interface VersionKey {
  companyId: number;
  productId: number;
  versionId: number;
}

const base = (k: VersionKey) =>
  `/companies/${k.companyId}/products/${k.productId}/versions/${k.versionId}/datasets`;

export interface CsvUpload {
  name: string;
  csv: string;
  keyColumns?: string[];
  range?: { from: string; to: string } | null;
}

const tags = (k: VersionKey) => [
  { type: "Rating" as const, id: k.versionId },
  { type: "Rating" as const, id: `datasets-${k.versionId}` },
];

export const datasetsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDatasets: build.query<{ data: TDatasetView[] }, VersionKey>({
      query: (k) => base(k),
      providesTags: (_r, _e, k) => [{ type: "Rating", id: `datasets-${k.versionId}` }],
    }),
    saveDataset: build.mutation<
      TDatasetView,
      VersionKey & { id: number | null; dataset: TDatasetInput }
    >({
      query: ({ id, dataset, ...k }) => ({
        url: id === null ? base(k) : `${base(k)}/${id}`,
        method: id === null ? "POST" : "PUT",
        body: dataset,
      }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    deleteDataset: build.mutation<unknown, VersionKey & { id: number }>({
      query: ({ id, ...k }) => ({ url: `${base(k)}/${id}`, method: "DELETE" }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    importCsv: build.mutation<TDatasetView, VersionKey & { upload: CsvUpload }>({
      query: ({ upload, ...k }) => ({ url: `${base(k)}/import`, method: "POST", body: upload }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    copyCustomDataset: build.mutation<TDatasetView, VersionKey & { customDatasetId: number }>({
      query: ({ customDatasetId, ...k }) => ({
        url: `${base(k)}/copy`,
        method: "POST",
        body: { customDatasetId },
      }),
      invalidatesTags: (_r, error, k) => (error ? [] : tags(k)),
    }),
    listCustomDatasets: build.query<{ data: TDatasetView[] }, number>({
      query: (companyId) => `/companies/${companyId}/custom-datasets`,
      providesTags: [{ type: "Rating", id: "custom" }],
    }),
    importCustomCsv: build.mutation<TDatasetView, { companyId: number; upload: CsvUpload }>({
      query: ({ companyId, upload }) => ({
        url: `/companies/${companyId}/custom-datasets/import`,
        method: "POST",
        body: upload,
      }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: "Rating", id: "custom" }]),
    }),
  }),
});

export const {
  useListDatasetsQuery,
  useSaveDatasetMutation,
  useDeleteDatasetMutation,
  useImportCsvMutation,
  useCopyCustomDatasetMutation,
  useListCustomDatasetsQuery,
  useImportCustomCsvMutation,
} = datasetsApi;
