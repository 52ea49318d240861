import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { type AuthUser, assertMember } from "../../platform/access/index.ts";
import { notifications } from "./tables.ts";

/** Which of the acting user's notifications a use case reads or changes. */
export interface NotificationScope {
  /**
   * The company the list belongs to (the user must be a member); platform-wide notifications
   * (no company) show everywhere.
   */
  forCompanyId?: number | undefined;
  notificationIds?: string[] | undefined;
}

/** A scope naming a company needs a member of it (404 otherwise). */
export function assertScope(user: AuthUser, { forCompanyId }: NotificationScope) {
  if (forCompanyId !== undefined) assertMember(user, forCompanyId);
}

export function scopeWhere(
  userId: number,
  { forCompanyId, notificationIds }: NotificationScope,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (forCompanyId !== undefined) {
    conditions.push(or(eq(notifications.companyId, forCompanyId), isNull(notifications.companyId)));
  }
  if (notificationIds) conditions.push(inArray(notifications.id, notificationIds));
  return and(...conditions)!;
}
