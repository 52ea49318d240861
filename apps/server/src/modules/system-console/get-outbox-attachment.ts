import { and, eq } from "drizzle-orm";
import type { Ctx } from "../../platform/context/index.ts";
import { outboxAttachments } from "../../platform/mail/tables.ts";
import { assertSystemConsole } from "./access.ts";

/** One file of an outbox email as it was sent; not found when it was not kept. */
export async function getOutboxAttachment(
  ctx: Ctx,
  input: { messageId: number; position: number },
) {
  const { db, actor } = ctx;
  const { messageId, position } = input;
  assertSystemConsole(actor.user);
  const [file] = await db
    .select()
    .from(outboxAttachments)
    .where(
      and(eq(outboxAttachments.messageId, messageId), eq(outboxAttachments.position, position)),
    );
  return file ?? null;
}
