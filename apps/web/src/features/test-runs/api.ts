import type { TLatestTestRun, TTestRunView } from "@platform/domain/product-design/index";
import { baseApi } from "../../api/baseApi.ts";

export interface VersionKey {
  companyId: number;
  productId: number;
  versionId: number;
}

const base = (k: VersionKey) =>
  `/companies/${k.companyId}/products/${k.productId}/versions/${k.versionId}/test-runs`;

export const testRunsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    latestTestRun: build.query<TLatestTestRun, VersionKey>({
      query: (k) => `${base(k)}/latest`,
      providesTags: (_r, _e, k) => [
        { type: "Rating", id: k.versionId },
        { type: "Rating", id: `runs-${k.versionId}` },
      ],
    }),
    listTestRuns: build.query<{ data: TTestRunView[] }, VersionKey>({
      query: (k) => base(k),
      providesTags: (_r, _e, k) => [{ type: "Rating", id: `runs-${k.versionId}` }],
    }),
    runTests: build.mutation<TTestRunView, VersionKey>({
      query: (k) => ({ url: base(k), method: "POST" }),
      invalidatesTags: (_r, error, k) =>
        error ? [] : [{ type: "Rating", id: `runs-${k.versionId}` }],
    }),
  }),
});

export const { useLatestTestRunQuery, useListTestRunsQuery, useRunTestsMutation } = testRunsApi;
