import type {
  TPackagePermissionsRequest,
  TProductPackageRequest,
} from "@platform/domain/schemas/product";
import type {
  TAvailablePackage,
  TPackagePermissions,
  TProductPackage,
  TProductSummary,
} from "@platform/domain/schemas/product-views";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

interface PackageKey {
  companyId: number;
  packageId: number;
}
const packageUrl = (k: PackageKey) => `/companies/${k.companyId}/product-packages/${k.packageId}`;

export const packagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listPackages: build.query<
      TPage<TProductPackage>,
      { companyId: number; page?: number; search?: string }
    >({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/product-packages`,
        params: { page, search: search || undefined },
      }),
      providesTags: ["ProductPackage"],
    }),
    getPackage: build.query<TProductPackage, PackageKey>({
      query: packageUrl,
      providesTags: ["ProductPackage"],
    }),
    /** Products to bundle: the company's active main and add-on products. */
    packageProductOptions: build.query<{ data: TProductSummary[] }, { companyId: number }>({
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/products`,
        params: { perPage: 100 },
      }),
      providesTags: ["Product"],
    }),
    createPackage: build.mutation<
      TProductPackage,
      { companyId: number; body: TProductPackageRequest }
    >({
      query: ({ companyId, body }) => ({
        url: `/companies/${companyId}/product-packages`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_r, error) => (error ? [] : ["ProductPackage"]),
    }),
    updatePackage: build.mutation<TProductPackage, PackageKey & { body: TProductPackageRequest }>({
      query: ({ body, ...key }) => ({ url: packageUrl(key), method: "PUT", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["ProductPackage"]),
    }),
    packageAction: build.mutation<
      unknown,
      PackageKey & { action: "publish" | "unpublish" | "delete" }
    >({
      query: ({ action, ...key }) =>
        action === "delete"
          ? { url: packageUrl(key), method: "DELETE" }
          : { url: `${packageUrl(key)}/${action}`, method: "POST" },
      invalidatesTags: (_r, error) => (error ? [] : ["ProductPackage"]),
    }),
    getPackagePermissions: build.query<TPackagePermissions, PackageKey>({
      query: (key) => `${packageUrl(key)}/permissions`,
      providesTags: ["ProductPermission"],
    }),
    setPackagePermissions: build.mutation<
      TPackagePermissions,
      PackageKey & { body: TPackagePermissionsRequest }
    >({
      query: ({ body, ...key }) => ({ url: `${packageUrl(key)}/permissions`, method: "PUT", body }),
      invalidatesTags: (_r, error) => (error ? [] : ["ProductPermission", "ProductPackage"]),
    }),
    uploadPackageImage: build.mutation<
      { id: number; url: string },
      { companyId: number; file: File }
    >({
      query: ({ companyId, file }) => ({
        url: `/companies/${companyId}/files`,
        method: "POST",
        params: { name: file.name, visibility: 1 },
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      }),
    }),
    availablePackages: build.query<{ data: TAvailablePackage[] }, { companyId: number }>({
      // The largest page: a broker is offered a handful of packages.
      query: ({ companyId }) => ({
        url: `/companies/${companyId}/available-packages`,
        params: { perPage: 100 },
      }),
      providesTags: ["ProductPackage"],
    }),
    publicProducts: build.query<{ data: TAvailablePackage[] }, { handle: string }>({
      query: ({ handle }) => `/companies/by-handle/${encodeURIComponent(handle)}/products`,
      providesTags: ["ProductPackage"],
    }),
  }),
});

export const {
  useListPackagesQuery,
  useGetPackageQuery,
  usePackageProductOptionsQuery,
  useCreatePackageMutation,
  useUpdatePackageMutation,
  usePackageActionMutation,
  useGetPackagePermissionsQuery,
  useSetPackagePermissionsMutation,
  useUploadPackageImageMutation,
  useAvailablePackagesQuery,
  usePublicProductsQuery,
} = packagesApi;
