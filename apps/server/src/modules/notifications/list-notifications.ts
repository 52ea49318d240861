import { pageWindow, type TPageQuery } from "@platform/domain";
import { count, desc } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { presentNotification } from "./present.ts";
import { assertScope, type NotificationScope, scopeWhere } from "./scope.ts";
import { notifications } from "./tables.ts";

/** A page of the user's notifications, newest first, with the total: one statement. */
export async function listNotifications(
  ctx: Ctx,
  input: NotificationScope & { query: TPageQuery },
) {
  const { db, actor } = ctx;
  const { query, ...scope } = input;
  assertScope(actor.user, scope);
  const where = () => scopeWhere(actor.user.id, scope);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ notification: notifications, total: totalRows() })
    .from(notifications)
    .where(where())
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (row) => presentNotification(row.notification),
    async () => (await db.select({ n: count() }).from(notifications).where(where()))[0]!.n,
  );
}
