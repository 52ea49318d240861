import type { TUserNotification } from "@platform/domain";
import type { DbOrTx } from "../../platform/db/index.ts";
import type { AfterCommit } from "../../platform/db/transaction.ts";
import type { Outbox } from "../../platform/outbox/index.ts";
import { presentNotification } from "./present.ts";
import { notifications } from "./tables.ts";

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
