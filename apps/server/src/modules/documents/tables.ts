import type { DocumentEvent } from "@platform/domain";
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { documentTemplates } from "../document-templates/tables.ts";
import { fileVersions } from "../files/tables.ts";
import { riskPackages, riskTransactions } from "../risks/tables.ts";

/**
 * A document generated for a transaction (a quotation on quote, a schedule on bind): the file
 * version is stored on the risk package and protected; a template is issued once per
 * transaction and event, never regenerated silently.
 */
export const transactionDocuments = pgTable(
  "transaction_documents",
  {
    id: serial("id").primaryKey(),
    /** The underwriter company holding the risk (and the file). */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => riskTransactions.id, { onDelete: "cascade" }),
    event: text("event").$type<DocumentEvent>().notNull(),
    templateId: integer("template_id").references(() => documentTemplates.id, {
      onDelete: "set null",
    }),
    /** `generated` (from a template) or `additional` (a static PDF issued with it). */
    kind: text("kind").$type<"generated" | "additional">().notNull(),
    name: text("name").notNull(),
    fileVersionId: integer("file_version_id")
      .notNull()
      .references(() => fileVersions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("transaction_documents_package_idx").on(table.riskPackageId, table.createdAt),
    uniqueIndex("transaction_documents_once_idx").on(
      table.transactionId,
      table.event,
      table.templateId,
      table.fileVersionId,
    ),
  ],
);

/** The state of a transaction's document generation: the failure path and the retry. */
export const documentGenerations = pgTable(
  "document_generations",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => riskTransactions.id, { onDelete: "cascade" }),
    event: text("event").$type<DocumentEvent>().notNull(),
    /** `pending`, `done`, `failed`. */
    status: text("status").$type<"pending" | "done" | "failed">().notNull(),
    attempts: smallint("attempts").notNull().default(0),
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("document_generations_once_idx").on(table.transactionId, table.event)],
);
