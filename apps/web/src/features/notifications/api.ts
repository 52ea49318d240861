import { baseApi } from "../../api/baseApi.ts";
import type { TUserNotification } from "../../domain.ts";

interface NotificationsTarget {
  companyId: number;
  /** Omitted: every notification of the user in this company. */
  notificationIds?: string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<TUserNotification[], number>({
      // The bell shows the newest page; older notifications stay on the server.
      query: (companyId) => ({ url: "/user/notifications", params: { companyId, perPage: 100 } }),
      transformResponse: (reply: { data: TUserNotification[] }) => reply.data,
      providesTags: ["UserNotification"],
    }),
    markNotificationsRead: build.mutation<void, NotificationsTarget>({
      query: ({ companyId, notificationIds }) => ({
        url: "/user/notifications",
        method: "PUT",
        params: { companyId, "notificationIds[]": notificationIds, status: "read" },
      }),
      async onQueryStarted({ companyId, notificationIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData("getNotifications", companyId, (list) => {
            for (const item of list) {
              if (!notificationIds || notificationIds.includes(item.id)) {
                item.readAt ??= nowSeconds();
              }
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    deleteNotifications: build.mutation<void, NotificationsTarget>({
      query: ({ companyId, notificationIds }) => ({
        url: "/user/notifications",
        method: "DELETE",
        params: { companyId, "notificationIds[]": notificationIds },
      }),
      async onQueryStarted({ companyId, notificationIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData("getNotifications", companyId, (list) =>
            notificationIds ? list.filter((item) => !notificationIds.includes(item.id)) : [],
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useDeleteNotificationsMutation,
} = notificationsApi;
