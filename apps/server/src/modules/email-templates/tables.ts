import type { EmailTrigger, TRecipient } from "@platform/domain";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { products } from "../products/tables.ts";
import { users } from "../users/tables.ts";

/** SPEC §3 email template: what the outbox sends when a quote is issued, a policy bound, … */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    recipients: jsonb("recipients").$type<TRecipient[]>().notNull(),
    cc: jsonb("cc").$type<TRecipient[]>().notNull().default([]),
    bcc: jsonb("bcc").$type<TRecipient[]>().notNull().default([]),
    content: text("content").notNull(),
    attachDocumentTemplateIds: jsonb("attach_document_template_ids")
      .$type<number[]>()
      .notNull()
      .default([]),
    attachFileVersionIds: jsonb("attach_file_version_ids").$type<number[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_templates_name_idx").on(table.companyId, sql`lower(${table.name})`),
  ],
);

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/** Which email templates a product sends on each trigger (quote, bind, …, proposal), in order. */
export const productEmailTemplates = pgTable(
  "product_email_templates",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<EmailTrigger>().notNull(),
    templateId: integer("template_id")
      .notNull()
      .references(() => emailTemplates.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.trigger, table.templateId] }),
    index("product_email_templates_template_idx").on(table.templateId),
  ],
);
