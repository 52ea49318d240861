import type {
  TCreateCompanyRequest,
  TUpdateCompanyRequest,
} from "@platform/domain/schemas/company";
import { baseApi } from "../../api/baseApi.ts";
import type { TPage } from "../../ui/ListPager.tsx";

/** Which page of a server-paged list, and its search. */
interface PageArgs {
  page?: number;
  search?: string;
}

import type {
  TBrokerage,
  TBrokerageRequest,
  TCompany,
  TCompanyFilters,
  TCompanyName,
  TCompanyTag,
  TCompanyUser,
  TFileVersion,
  TInvitation,
  TInvitationOffer,
  TPlatformUser,
  TPublicCompany,
  TRole,
} from "./types.ts";

export { useGetCompanyQuery, useGetPortalQuery, useLazyGetCompanyQuery } from "./portalApi.ts";
export type { TPublicCompany } from "./types.ts";

type CompanyScoped<T> = { companyId: number } & T;

/**
 * Companies and what hangs off them (SPEC §7): companies, roles, users, invitations, broker
 * connections, tags and files. Every list answers `{ data }`.
 */
export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyByHandle: build.query<TPublicCompany, string>({
      query: (handle) => `/companies/by-handle/${encodeURIComponent(handle)}`,
      providesTags: (company) => (company ? [{ type: "Company", id: company.id }] : []),
    }),
    listCompanies: build.query<TPage<TCompany>, TCompanyFilters | undefined>({
      query: (filters) => ({ url: "/companies", params: filters ?? {} }),
      providesTags: (list) => [
        { type: "Company", id: "LIST" },
        ...(list?.data ?? []).map((company) => ({ type: "Company" as const, id: company.id })),
      ],
    }),
    handleAvailability: build.query<
      { handle: string; available: boolean; message: string | null },
      string
    >({
      query: (handle) => ({ url: "/company-handles/availability", params: { handle } }),
      keepUnusedDataFor: 5,
    }),
    getCompanyNames: build.query<TCompanyName[], TCompanyFilters | undefined>({
      query: (filters) => ({ url: "/company-names", params: filters ?? {} }),
      transformResponse: (reply: { data: TCompanyName[] }) => reply.data,
      providesTags: [{ type: "Company", id: "NAMES" }],
    }),
    createCompany: build.mutation<{ id: number }, TCreateCompanyRequest>({
      query: (body) => ({ url: "/companies", method: "POST", body }),
      invalidatesTags: [{ type: "Company", id: "LIST" }, "User"],
    }),
    updateCompany: build.mutation<TCompany, CompanyScoped<{ body: TUpdateCompanyRequest }>>({
      query: ({ companyId, body }) => ({ url: `/companies/${companyId}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Company", id: companyId },
        { type: "Company", id: "LIST" },
        { type: "Company", id: "NAMES" },
        "User",
      ],
    }),

    /** A company has a handful of roles: pickers and the roles screen read the largest page. */
    listRoles: build.query<TRole[], number>({
      query: (companyId) => ({ url: `/companies/${companyId}/roles`, params: { perPage: 100 } }),
      transformResponse: (reply: { data: TRole[] }) => reply.data,
      providesTags: (_list, _error, companyId) => [{ type: "Role", id: companyId }],
    }),
    saveRole: build.mutation<
      TRole,
      CompanyScoped<{ roleId?: number; name: string; permissionIds: number[] }>
    >({
      query: ({ companyId, roleId, name, permissionIds }) => ({
        url: roleId ? `/companies/${companyId}/roles/${roleId}` : `/companies/${companyId}/roles`,
        method: roleId ? "PUT" : "POST",
        body: { name, permissionIds },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Role", id: companyId },
        "User",
      ],
    }),
    deleteRole: build.mutation<
      { movedTo: number; movedUsers: number },
      CompanyScoped<{ roleId: number }>
    >({
      query: ({ companyId, roleId }) => ({
        url: `/companies/${companyId}/roles/${roleId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Role", id: companyId },
        { type: "UserCompanyRole", id: companyId },
        "User",
      ],
    }),

    listAllUsers: build.query<TPage<TPlatformUser>, PageArgs>({
      query: ({ search, page }) => ({
        url: "/users",
        params: { page, search: search || undefined },
      }),
      providesTags: ["User", "UserCompanyRole"],
    }),
    resetUserAuthenticator: build.mutation<void, CompanyScoped<{ userId: number }>>({
      query: ({ companyId, userId }) => ({
        url: `/companies/${companyId}/users/${userId}/two-factor/authenticator`,
        method: "DELETE",
      }),
    }),
    listCompanyUsers: build.query<TPage<TCompanyUser>, CompanyScoped<PageArgs>>({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/users`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [{ type: "UserCompanyRole", id: companyId }],
    }),
    changeUserRole: build.mutation<unknown, CompanyScoped<{ userId: number; roleId: number }>>({
      query: ({ companyId, userId, roleId }) => ({
        url: `/companies/${companyId}/users/${userId}`,
        method: "PUT",
        body: { roleId },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "UserCompanyRole", id: companyId },
        { type: "Role", id: companyId },
        "User",
      ],
    }),
    removeCompanyUser: build.mutation<void, CompanyScoped<{ userId: number }>>({
      query: ({ companyId, userId }) => ({
        url: `/companies/${companyId}/users/${userId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "UserCompanyRole", id: companyId },
        { type: "Role", id: companyId },
        "User",
      ],
    }),

    listInvitations: build.query<TPage<TInvitation>, CompanyScoped<PageArgs>>({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/invitations`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [{ type: "Invitation", id: companyId }],
    }),
    createInvitation: build.mutation<TInvitation, CompanyScoped<{ email: string; roleId: number }>>(
      {
        query: ({ companyId, email, roleId }) => ({
          url: `/companies/${companyId}/invitations`,
          method: "POST",
          body: { email, roleId },
        }),
        invalidatesTags: (_result, _error, { companyId }) => [
          { type: "Invitation", id: companyId },
        ],
      },
    ),
    resendInvitation: build.mutation<TInvitation, CompanyScoped<{ invitationId: number }>>({
      query: ({ companyId, invitationId }) => ({
        url: `/companies/${companyId}/invitations/${invitationId}/resend`,
        method: "POST",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [{ type: "Invitation", id: companyId }],
    }),
    revokeInvitation: build.mutation<void, CompanyScoped<{ invitationId: number }>>({
      query: ({ companyId, invitationId }) => ({
        url: `/companies/${companyId}/invitations/${invitationId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [{ type: "Invitation", id: companyId }],
    }),
    describeInvitation: build.query<TInvitationOffer, string>({
      query: (token) => `/invitations/${encodeURIComponent(token)}`,
    }),
    acceptInvitation: build.mutation<
      { companyId: number; roleId: number },
      { token: string; name?: string; password?: string; password_confirmation?: string }
    >({
      query: ({ token, ...body }) => ({
        url: `/invitations/${encodeURIComponent(token)}/accept`,
        method: "POST",
        body,
      }),
      invalidatesTags: ["User", "UserNotification"],
    }),

    listBrokerages: build.query<TPage<TBrokerage>, CompanyScoped<PageArgs>>({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/brokerages`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),
    connectBrokerage: build.mutation<
      { id?: number; message?: string },
      CompanyScoped<{ otherCompanyId: number }>
    >({
      query: ({ companyId, otherCompanyId }) => ({
        url: `/companies/${companyId}/brokerages`,
        method: "POST",
        body: { companyId: otherCompanyId },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),
    listBrokerageRequests: build.query<TPage<TBrokerageRequest>, CompanyScoped<PageArgs>>({
      query: ({ companyId, page }) => ({
        url: `/companies/${companyId}/brokerage-requests`,
        params: { page },
      }),
      providesTags: (_list, _error, { companyId }) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),
    decideBrokerageRequest: build.mutation<
      { id: number } | null,
      CompanyScoped<{ requestId: number; decision: "accept" | "decline" }>
    >({
      query: ({ companyId, requestId, decision }) => ({
        url: `/companies/${companyId}/brokerage-requests/${requestId}/${decision}`,
        method: "POST",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),
    disconnectBrokerage: build.mutation<void, CompanyScoped<{ brokerageId: number }>>({
      query: ({ companyId, brokerageId }) => ({
        url: `/companies/${companyId}/brokerages/${brokerageId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Company", id: `brokerages-${companyId}` },
      ],
    }),

    listTags: build.query<TPage<TCompanyTag>, CompanyScoped<PageArgs>>({
      query: ({ companyId, page, search }) => ({
        url: `/companies/${companyId}/tags`,
        params: { page, search: search || undefined },
      }),
      providesTags: (_list, _error, { companyId }) => [{ type: "Tag", id: companyId }],
    }),
    saveTag: build.mutation<
      TCompanyTag,
      CompanyScoped<{ tagId?: number; name: string; fileVersionIds: number[] }>
    >({
      query: ({ companyId, tagId, name, fileVersionIds }) => ({
        url: tagId ? `/companies/${companyId}/tags/${tagId}` : `/companies/${companyId}/tags`,
        method: tagId ? "PUT" : "POST",
        body: { name, fileVersionIds },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Tag", id: companyId },
        { type: "Company", id: companyId },
      ],
    }),
    deleteTag: build.mutation<void, CompanyScoped<{ tagId: number }>>({
      query: ({ companyId, tagId }) => ({
        url: `/companies/${companyId}/tags/${tagId}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { companyId }) => [
        { type: "Tag", id: companyId },
        { type: "Company", id: companyId },
      ],
    }),

    /** The raw file as the body with its own content type (decisions: Files). */
    uploadFile: build.mutation<TFileVersion, CompanyScoped<{ file: File; visibility?: 1 | 2 }>>({
      query: ({ companyId, file, visibility = 1 }) => ({
        url: `/companies/${companyId}/files`,
        method: "POST",
        params: { name: file.name, visibility },
        headers: { "Content-Type": file.type || "application/octet-stream" },
        body: file,
      }),
      invalidatesTags: ["FileVersion"],
    }),
  }),
});

export const {
  useGetCompanyByHandleQuery,
  useListCompaniesQuery,
  useGetCompanyNamesQuery,
  useHandleAvailabilityQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useListRolesQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useListCompanyUsersQuery,
  useListAllUsersQuery,
  useChangeUserRoleMutation,
  useRemoveCompanyUserMutation,
  useResetUserAuthenticatorMutation,
  useListInvitationsQuery,
  useCreateInvitationMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useDescribeInvitationQuery,
  useAcceptInvitationMutation,
  useListBrokeragesQuery,
  useConnectBrokerageMutation,
  useDisconnectBrokerageMutation,
  useListBrokerageRequestsQuery,
  useDecideBrokerageRequestMutation,
  useListTagsQuery,
  useSaveTagMutation,
  useDeleteTagMutation,
  useUploadFileMutation,
} = companiesApi;
