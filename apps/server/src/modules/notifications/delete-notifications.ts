import type { Ctx } from "../../platform/context/index.ts";
import { assertScope, type NotificationScope, scopeWhere } from "./scope.ts";
import { notifications } from "./tables.ts";

export async function deleteNotifications(ctx: Ctx, input: NotificationScope) {
  assertScope(ctx.actor.user, input);
  if (input.notificationIds?.length === 0) return;
  await ctx.db.delete(notifications).where(scopeWhere(ctx.actor.user.id, input));
}
