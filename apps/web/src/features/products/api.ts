import type { TPageMeta } from "@platform/domain/schemas/paging";
import type {
  TCreateProductRequest,
  TProductClassRequest,
  TProductDetailsInput,
} from "@platform/domain/schemas/product";
import type {
  TClause,
  TProduct,
  TProductClass,
  TProductClassList,
  TProductSummary,
  TProductVersionDiff,
} from "@platform/domain/schemas/product-views";
import { baseApi } from "../../api/baseApi.ts";

export interface ProductListFilters {
  search?: string;
  insuranceClassId?: number;
  status?: "draft" | "published" | "archived";
  productType?: string;
  kind?: number;
  page?: number;
  perPage?: number;
}

export interface ProductKey {
  companyId: number;
  productId: number;
}
export interface VersionKey extends ProductKey {
  versionId: number;
}

const productUrl = (k: ProductKey) => `/companies/${k.companyId}/products/${k.productId}`;
const versionUrl = (k: VersionKey) => `${productUrl(k)}/versions/${k.versionId}`;
const clean = (filters: ProductListFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ""),
  );

/** A binding agreement the company's products may be written under, with its current sections. */
export interface TPlacementAgreement {
  id: number;
  name: string;
  uniqueMarketReference: string;
  validFrom: string;
  validTo: string;
  sections: {
    key: string;
    name: string;
    insuranceClasses: number[];
    periodFrom: string;
    periodTo: string;
    published: boolean;
  }[];
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placementAgreements: build.query<TPlacementAgreement[], number>({
      query: (companyId) => `/companies/${companyId}/binding-agreements/placement-options`,
      transformResponse: (reply: { data: TPlacementAgreement[] }) => reply.data,
      providesTags: ["BindingAgreement"],
    }),
    placementRiskCodes: build.query<
      { id: number; code: string; description: string | null }[],
      number
    >({
      query: (companyId) => ({
        url: `/companies/${companyId}/risk-codes`,
        params: { perPage: 100 },
      }),
      transformResponse: (reply: {
        data: { id: number; code: string; description: string | null }[];
      }) => reply.data,
      providesTags: ["RiskCode"],
    }),
    listProducts: build.query<
      { data: TProductSummary[]; meta: TPageMeta },
      { companyId: number } & ProductListFilters
    >({
      query: ({ companyId, ...filters }) => ({
        url: `/companies/${companyId}/products`,
        params: clean(filters),
      }),
      providesTags: ["Product"],
    }),
    getProduct: build.query<TProduct, ProductKey>({
      query: (key) => productUrl(key),
      providesTags: (_result, _error, key) => [
        { type: "Product", id: key.productId },
        "ProductVersion",
      ],
    }),
    createProduct: build.mutation<TProduct, { companyId: number; body: TCreateProductRequest }>({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/products`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["Product"]),
    }),
    productAction: build.mutation<
      TProduct | { message: string },
      ProductKey & { action: "duplicate" | "archive" | "unarchive" | "delete" }
    >({
      query: ({ action, ...key }) =>
        action === "delete"
          ? { url: productUrl(key), method: "DELETE" }
          : { url: `${productUrl(key)}/${action}`, method: "POST" },
      invalidatesTags: (_r, error) =>
        error ? [] : ["Product", "ProductVersion", "ProductPackage"],
    }),
    saveVersion: build.mutation<TProduct, VersionKey & { body: TProductDetailsInput }>({
      query: ({ body, ...key }) => ({ url: versionUrl(key), method: "PUT", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["Product", "ProductVersion", "ProductCode"]),
    }),
    versionAction: build.mutation<
      TProduct,
      VersionKey & { action: "publish" | "unpublish" | "delete" }
    >({
      query: ({ action, ...key }) =>
        action === "delete"
          ? { url: versionUrl(key), method: "DELETE" }
          : { url: `${versionUrl(key)}/${action}`, method: "POST" },
      invalidatesTags: (_r, error) =>
        error ? [] : ["Product", "ProductVersion", "ProductPackage"],
    }),
    createVersion: build.mutation<TProduct, ProductKey>({
      query: (key) => ({ url: `${productUrl(key)}/versions`, method: "POST" }),
      invalidatesTags: (_r, error) => (error ? [] : ["Product", "ProductVersion"]),
    }),
    versionDiff: build.query<TProductVersionDiff, VersionKey>({
      query: (key) => `${versionUrl(key)}/diff`,
      providesTags: ["ProductVersion"],
    }),
    listProductClasses: build.query<TProductClassList, { companyId: number }>({
      query: ({ companyId }) => `/companies/${companyId}/product-classes`,
      providesTags: ["ProductClass"],
    }),
    createProductClass: build.mutation<
      TProductClass,
      { companyId: number; body: TProductClassRequest }
    >({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/product-classes`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["ProductClass"]),
    }),
    deleteProductClass: build.mutation<unknown, { companyId: number; classId: number }>({
      query: ({ companyId, classId }) => ({
        url: `/companies/${companyId}/product-classes/${classId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["ProductClass"]),
    }),
    /** The company's endorsements, for the product's endorsements tab. */
    productClauseOptions: build.query<{ data: TClause[] }, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/clauses`,
        params: { perPage: 100 },
      }),
      providesTags: ["Clause"],
    }),
  }),
});

export const { usePlacementAgreementsQuery, usePlacementRiskCodesQuery } = productsApi;
export const {
  useListProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useProductActionMutation,
  useSaveVersionMutation,
  useVersionActionMutation,
  useCreateVersionMutation,
  useVersionDiffQuery,
  useListProductClassesQuery,
  useCreateProductClassMutation,
  useDeleteProductClassMutation,
  useProductClauseOptionsQuery,
} = productsApi;
