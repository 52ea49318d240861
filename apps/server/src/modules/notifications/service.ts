import { pageWindow, type TPageQuery, type TUserNotification } from "@platform/domain";
import { and, count, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { Outbox } from "../../platform/outbox/index.ts";
import { toSeconds } from "../users/index.ts";

import { notifications } from "./tables.ts";

export interface NotificationScope {
  userId: number;
  /** The company the list belongs to; platform-wide notifications (no company) show everywhere. */
  companyId?: number;
  notificationIds?: string[];
}

function scopeWhere({ userId, companyId, notificationIds }: NotificationScope): SQL {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (companyId !== undefined) {
    conditions.push(or(eq(notifications.companyId, companyId), isNull(notifications.companyId)));
  }
  if (notificationIds) conditions.push(inArray(notifications.id, notificationIds));
  return and(...conditions)!;
}

export function presentNotification(row: typeof notifications.$inferSelect): TUserNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    readAt: row.readAt ? toSeconds(row.readAt) : null,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
  };
}

/** A page of the user's notifications, newest first, with the total: one statement. */
export async function listNotifications(db: DbOrTx, scope: NotificationScope, query: TPageQuery) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ notification: notifications, total: totalRows() })
    .from(notifications)
    .where(scopeWhere(scope))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (row) => presentNotification(row.notification),
    async () =>
      (await db.select({ n: count() }).from(notifications).where(scopeWhere(scope)))[0]!.n,
  );
}

/** `read` marks read; anything else marks unread again (SPEC §7 `status`). */
export async function markNotifications(
  db: DbOrTx,
  scope: NotificationScope,
  status: "read" | undefined,
) {
  if (scope.notificationIds?.length === 0) return;
  const now = new Date();
  await db
    .update(notifications)
    .set({ readAt: status === "read" ? now : null, updatedAt: now })
    .where(scopeWhere(scope));
}

export async function deleteNotifications(db: DbOrTx, scope: NotificationScope) {
  if (scope.notificationIds?.length === 0) return;
  await db.delete(notifications).where(scopeWhere(scope));
}

/** Stores a notification for a user; other modules call this inside their transaction. */
export async function createNotification(
  db: DbOrTx,
  input: {
    userId: number;
    companyId: number | null;
    type: string;
    message: string;
    frontendUrl?: string | null;
  },
): Promise<TUserNotification> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      type: input.type,
      data: { message: input.message, frontendUrl: input.frontendUrl ?? null },
    })
    .returning();
  return presentNotification(row!);
}

/** The same notification to many users: one insert however many, each push in the outbox. */
export async function notifyAll(
  tx: DbOrTx,
  afterCommit: AfterCommit,
  outbox: Outbox,
  userIds: readonly number[],
  input: Omit<Parameters<typeof createNotification>[1], "userId">,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        companyId: input.companyId,
        type: input.type,
        data: { message: input.message, frontendUrl: input.frontendUrl ?? null },
      })),
    )
    .returning();
  for (const row of rows) {
    await outbox.push(tx, afterCommit, row.userId, {
      ...presentNotification(row),
      companyId: input.companyId,
    });
  }
}

/**
 * Stores a notification in the caller's transaction, with its realtime push in the outbox:
 * the push goes out once the transaction commits.
 */
export async function notify(
  tx: DbOrTx,
  afterCommit: AfterCommit,
  outbox: Outbox,
  input: Parameters<typeof createNotification>[1],
): Promise<void> {
  const notification = await createNotification(tx, input);
  await outbox.push(tx, afterCommit, input.userId, {
    ...notification,
    companyId: input.companyId,
  });
}
