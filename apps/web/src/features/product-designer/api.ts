import type {
  TPremiumSettings,
  TProductDesignView,
  TPropertyFormula,
  TPublishChecklist,
  TRateRequest,
  TRatingView,
  TTestCase,
  TUnderwritingFormula,
  TUnderwritingRule,
} from "@platform/domain/product-design/index";
import type { ProposalForm } from "@platform/domain/proposal-form/index";
import { baseApi } from "../../api/baseApi.ts";

export interface VersionKey {
  companyId: number;
  productId: number;
  versionId: number;
}

export const versionUrl = (k: VersionKey) =>
  `/companies/${k.companyId}/products/${k.productId}/versions/${k.versionId}`;

export type DesignPart =
  | { path: "form"; body: { form: ProposalForm } }
  | { path: "property-formulas"; body: { propertyFormulas: TPropertyFormula[] } }
  | { path: "underwriting-formulas"; body: { underwritingFormulas: TUnderwritingFormula[] } }
  | { path: "rules"; body: { rules: TUnderwritingRule[] } }
  | { path: "premium"; body: { premium: TPremiumSettings } }
  | { path: "test-cases"; body: { testCases: TTestCase[] } };

/** The version summary the designer header needs (the product API). */
export interface TVersionInfo {
  id: number;
  name: string;
  versionNumber: number;
  status: "draft" | "published";
  lockedAt: number | null;
  can: { edit: boolean; publish: boolean; unpublish: boolean; delete: boolean };
}

interface TProductAnswer {
  id: number;
  name: string;
  versions: {
    id: number;
    versionNumber: number;
    status: "draft" | "published";
    lockedAt: number | null;
    can: TVersionInfo["can"];
  }[];
}

export const designerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDesign: build.query<TProductDesignView, VersionKey>({
      query: (k) => `${versionUrl(k)}/design`,
      providesTags: (_r, _e, k) => [{ type: "Rating", id: k.versionId }],
    }),
    saveDesignPart: build.mutation<TProductDesignView, VersionKey & { part: DesignPart }>({
      query: ({ part, ...k }) => ({
        url: `${versionUrl(k)}/design/${part.path}`,
        method: "PUT",
        body: part.body,
      }),
      // The version's "Saved" time moves on with its design.
      invalidatesTags: (_r, error, k) =>
        error
          ? []
          : [
              { type: "Rating", id: k.versionId },
              { type: "Product", id: k.productId },
              "ProductVersion",
            ],
    }),
    ratePreview: build.mutation<TRatingView, VersionKey & { request: TRateRequest }>({
      query: ({ request, ...k }) => ({
        url: `${versionUrl(k)}/rate`,
        method: "POST",
        body: request,
      }),
    }),
    getVersionInfo: build.query<TVersionInfo | null, VersionKey>({
      query: (k) => `/companies/${k.companyId}/products/${k.productId}`,
      transformResponse: (product: TProductAnswer, _m, k) => {
        const v = product.versions.find((version) => version.id === k.versionId);
        return v ? { ...v, name: product.name } : null;
      },
      providesTags: (_r, _e, k) => [{ type: "Product", id: k.productId }],
    }),
    listClauseNames: build.query<{ data: { id: number; name: string }[] }, number>({
      query: (companyId) => ({ url: `/companies/${companyId}/clauses`, params: { perPage: 100 } }),
      providesTags: ["Clause"],
    }),
    /** The server's publish checklist: design, latest test run, packages offering the product. */
    publishChecklist: build.query<TPublishChecklist, VersionKey>({
      query: (k) => `${versionUrl(k)}/publish-checklist`,
      providesTags: (_r, _e, k) => [
        { type: "Rating", id: k.versionId },
        { type: "Rating", id: `runs-${k.versionId}` },
        "ProductPackage",
      ],
    }),
    publishVersion: build.mutation<unknown, VersionKey>({
      query: (k) => ({ url: `${versionUrl(k)}/publish`, method: "POST" }),
      invalidatesTags: (_r, error, k) =>
        error ? [] : [{ type: "Product", id: k.productId }, "ProductVersion"],
    }),
  }),
});

export const {
  useGetDesignQuery,
  useSaveDesignPartMutation,
  useRatePreviewMutation,
  useGetVersionInfoQuery,
  usePublishVersionMutation,
  usePublishChecklistQuery,
  useListClauseNamesQuery,
} = designerApi;
