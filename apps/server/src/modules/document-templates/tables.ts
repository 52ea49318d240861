import type { DocumentEvent, DocumentTemplateType } from "@platform/domain";
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

/** SPEC §3 document template: an underwriter's quotation, schedule or certificate. */
export const documentTemplates = pgTable(
  "document_templates",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").$type<DocumentTemplateType>().notNull(),
    /** Rich text (HTML) with Liquid merge fields. */
    content: text("content").notNull(),
    /** The data model version the content was checked against. */
    dataModelVersion: smallint("data_model_version").notNull(),
    /** Combined: the single templates it joins, in order. */
    partIds: jsonb("part_ids").$type<number[]>().notNull().default([]),
    /** Static PDFs issued with it (file versions of the company). */
    additionalFileVersionIds: jsonb("additional_file_version_ids")
      .$type<number[]>()
      .notNull()
      .default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("document_templates_name_idx").on(table.companyId, sql`lower(${table.name})`),
  ],
);

/** Which templates a product issues on each event (quote, bind, …), in order. */
export const productDocumentTemplates = pgTable(
  "product_document_templates",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    event: text("event").$type<DocumentEvent>().notNull(),
    templateId: integer("template_id")
      .notNull()
      .references(() => documentTemplates.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.event, table.templateId] }),
    index("product_document_templates_template_idx").on(table.templateId),
  ],
);

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;
