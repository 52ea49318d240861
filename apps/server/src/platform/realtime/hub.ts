import type { TUserNotification } from "@platform/domain";

/**
 * Pushes events to users' private rooms (`user.{id}`). The Socket.IO server implements it;
 * tests and processes without sockets use the no-op.
 */
export interface RealtimeHub {
  notifyUser(
    userId: number,
    notification: Partial<TUserNotification> & { companyId?: number | null },
  ): void;
}

export const silentHub: RealtimeHub = { notifyUser() {} };
