import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
  (table) => [index("outbox_messages_created_idx").on(table.createdAt)],
);
