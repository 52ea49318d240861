import type { Ctx } from "../../platform/context/index.ts";
import { assertScope, type NotificationScope, scopeWhere } from "./scope.ts";
import { notifications } from "./tables.ts";

/** `read` marks read; anything else marks unread again (SPEC §7 `status`). */
export async function markNotifications(
  ctx: Ctx,
  input: NotificationScope & { status: "read" | undefined },
) {
  const { status, ...scope } = input;
  assertScope(ctx.actor.user, scope);
  if (scope.notificationIds?.length === 0) return;
  const now = new Date();
  await ctx.db
    .update(notifications)
    .set({ readAt: status === "read" ? now : null, updatedAt: now })
    .where(scopeWhere(ctx.actor.user.id, scope));
}
