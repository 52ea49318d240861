import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea } from "../db/bytea.ts";

/**
 * Email and SMS that were not handed to a provider (no SMTP_URL / SMS_PROVIDER=outbox).
 * The system company's outbox page lists them, so a demo can read its codes and links.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    cc: jsonb("cc").$type<string[]>().notNull().default([]),
    bcc: jsonb("bcc").$type<string[]>().notNull().default([]),
    /** The names of the files sent with an email (the files stay where they are stored). */
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    userId: integer("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_messages_created_idx").on(table.createdAt),
    // The console's search by channel, newest first; the recipient is searched in part (ILIKE),
    // which a trigram index serves on PostgreSQL (migration 0021).
    index("outbox_messages_channel_idx").on(table.channel, table.createdAt),
  ],
);

/**
 * The files an email kept in the outbox was sent with, as they were sent: the system company
 * opens them from the outbox page, whatever became of the stored files since.
 */
export const outboxAttachments = pgTable(
  "outbox_attachments",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => outboxMessages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);
