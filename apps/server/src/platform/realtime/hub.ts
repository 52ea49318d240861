import type { TUserNotification } from "@platform/domain";

/**
 * Pushes events to users' private rooms (`user.{id}`). The Socket.IO server implements it;
 * code that runs without sockets (seeding, scripts) uses the silent hub.
 */
export interface RealtimeHub {
  notifyUser(
    userId: number,
    notification: Partial<TUserNotification> & { companyId?: number | null },
  ): void;
  /** Closes the connections opened under a session (at logout). */
  endSession(sessionId: string): void;
}

export const silentHub: RealtimeHub = { notifyUser() {}, endSession() {} };
