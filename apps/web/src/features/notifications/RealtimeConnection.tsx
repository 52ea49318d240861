import { useEffect } from "react";
import { io } from "socket.io-client";
import { baseApi } from "../../api/baseApi.ts";
import { apiOrigin } from "../../api/config.ts";
import { emitRealtimePush } from "../../api/realtimeEvents.ts";
import { onSessionEnded } from "../../api/sessionEvents.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import { useCurrentUser } from "../../app/session/useCurrentUser.ts";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import type { TUserNotification } from "../../domain.ts";
import { notificationsApi } from "./api.ts";

/** What the server pushes: the stored notification and the company it belongs to (null: any). */
type PushedNotification = Partial<TUserNotification> & { companyId?: number | null };

/** Event the server emits in the private room `user.{id}` for a new notification. */
export const notificationEvent = "notification";

/**
 * SPEC §4 and §7 realtime: the socket opens while a user is signed in and closes on logout. A
 * pushed notification with an id is prepended as unread; without an id, or when it belongs to
 * another company than the represented one, the list is refetched.
 * After a reconnect the current user is fetched again.
 */
export function RealtimeConnection() {
  const { user } = useCurrentUser();
  const { id: companyId } = useRepresentingCompany();
  const dispatch = useAppDispatch();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const socket = io(apiOrigin || window.location.origin, {
      path: "/socket.io",
      withCredentials: true,
      reconnectionDelayMax: 30_000,
      // A WebSocket at once, long-polling only where it fails: starting with long-polling and
      // upgrading cost a handshake request, a poll and the upgrade on every signed-in page
      // (35 ms of main thread at 1x, 140 ms at Lighthouse's 4x).
      transports: ["websocket", "polling"],
      tryAllTransports: true,
    });
    socket.on(notificationEvent, (pushed: PushedNotification | null) => {
      if (pushed) emitRealtimePush(pushed);
      // A notification for another company than the represented one does not belong in the
      // list on screen; refetching lets the server decide what the current list holds.
      const otherCompany =
        pushed?.companyId !== undefined &&
        pushed.companyId !== null &&
        pushed.companyId !== companyId;
      if (pushed?.id && companyId !== null && !otherCompany) {
        dispatch(
          notificationsApi.util.updateQueryData("getNotifications", companyId, (list) => {
            if (list.some((item) => item.id === pushed.id)) return;
            const now = Math.floor(Date.now() / 1000);
            list.unshift({
              id: pushed.id as string,
              type: pushed.type ?? "",
              data: pushed.data ?? { message: "" },
              readAt: null,
              createdAt: pushed.createdAt ?? now,
              updatedAt: pushed.updatedAt ?? now,
            });
          }),
        );
      } else {
        dispatch(notificationsApi.util.invalidateTags(["UserNotification"]));
      }
    });
    socket.io.on("reconnect", () => {
      dispatch(baseApi.util.invalidateTags(["User"]));
    });
    const stopListening = onSessionEnded(() => socket.disconnect());
    return () => {
      stopListening();
      socket.disconnect();
    };
  }, [userId, companyId, dispatch]);

  return null;
}
