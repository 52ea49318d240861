import type { RiskEmailTrigger } from "@platform/domain";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { emailTemplates } from "../email-templates/tables.ts";
import { riskPackages, riskTransactions } from "../risks/tables.ts";

/** A file sent with an email: a generated document or a company file (a file version). */
export interface RiskEmailAttachment {
  fileVersionId: number;
  name: string;
}

/**
 * An email a product's trigger sent for a risk, rendered from the underwriter's email template
 * with the transaction's merge data: kept with its delivery state so a failure is visible on
 * the risk page while the job queue retries it. One per transaction, trigger and template.
 */
export const riskEmails = pgTable(
  "risk_emails",
  {
    id: serial("id").primaryKey(),
    /** The underwriter company holding the risk (and the template). */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => riskTransactions.id, { onDelete: "cascade" }),
    trigger: text("trigger").$type<RiskEmailTrigger>().notNull(),
    templateId: integer("template_id").references(() => emailTemplates.id, {
      onDelete: "set null",
    }),
    templateName: text("template_name").notNull(),
    /** What sent it beyond the transaction: the proposal's id for `proposal`, otherwise 0. */
    occasionId: integer("occasion_id").notNull().default(0),
    to: jsonb("to").$type<string[]>().notNull(),
    cc: jsonb("cc").$type<string[]>().notNull().default([]),
    bcc: jsonb("bcc").$type<string[]>().notNull().default([]),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<RiskEmailAttachment[]>().notNull().default([]),
    /** `sending`, `sent`, `failed`. */
    status: text("status").$type<"sending" | "sent" | "failed">().notNull(),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("risk_emails_package_idx").on(table.riskPackageId, table.createdAt),
    uniqueIndex("risk_emails_once_idx").on(
      table.transactionId,
      table.trigger,
      table.occasionId,
      table.templateId,
    ),
  ],
);

export type RiskEmailRow = typeof riskEmails.$inferSelect;
