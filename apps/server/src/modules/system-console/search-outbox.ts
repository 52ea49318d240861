/**
 * The outbox (email and SMS not handed to a provider), searched by recipient, channel, subject
 * and the market's days, newest first: one statement for the page and its total, one for the
 * stored attachments of its messages (a third past the last page).
 */
import {
  pageWindow,
  type TOutboxMessage,
  type TPageMeta,
  type ZOutboxQuery,
} from "@platform/domain";
import { and, asc, count, desc, eq, ilike, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { outboxAttachments, outboxMessages } from "../../platform/mail/tables.ts";
import { toSeconds } from "../users/index.ts";
import { assertSystemConsole } from "./access.ts";
import { dayRange } from "./audit-filters.ts";

export type OutboxFilters = z.output<typeof ZOutboxQuery>;

export async function searchOutbox(
  ctx: Ctx,
  input: { query: OutboxFilters },
): Promise<{ data: TOutboxMessage[]; meta: TPageMeta }> {
  const { db, actor } = ctx;
  const { query } = input;
  assertSystemConsole(actor.user);
  const where = and(
    query.recipient ? ilike(outboxMessages.recipient, likePattern(query.recipient)) : undefined,
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
    query.subject ? ilike(outboxMessages.subject, likePattern(query.subject)) : undefined,
    dayRange(outboxMessages.createdAt, query),
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ row: outboxMessages, total: totalRows() })
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map(({ row }) => row.id);
  const stored =
    ids.length === 0
      ? []
      : await db
          .select({
            messageId: outboxAttachments.messageId,
            position: outboxAttachments.position,
            contentType: outboxAttachments.contentType,
          })
          .from(outboxAttachments)
          .where(inArray(outboxAttachments.messageId, ids))
          .orderBy(asc(outboxAttachments.position));
  return toPage(
    rows,
    query,
    ({ row }) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      cc: row.cc,
      attachments: row.attachments.map((name, position) => {
        const file = stored.find((a) => a.messageId === row.id && a.position === position);
        return {
          position,
          name,
          contentType: file?.contentType ?? null,
          stored: file !== undefined,
        };
      }),
      createdAt: toSeconds(row.createdAt),
    }),
    async () => (await db.select({ n: count() }).from(outboxMessages).where(where))[0]!.n,
  );
}
