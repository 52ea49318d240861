import type { TUserNotification } from "@platform/domain";
import { toSeconds } from "../users/index.ts";
import type { notifications } from "./tables.ts";

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
