import type { InsuranceClassId } from "@platform/domain";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/** An endorsement (clause), versioned like products (SPEC §3, §4). */
export const clauses = pgTable(
  "clauses",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Mirrored from the newest version for lists and search. */
    name: text("name").notNull(),
    insuranceClassIds: jsonb("insurance_class_ids").$type<InsuranceClassId[]>().notNull(),
    latestVersionNumber: integer("latest_version_number").notNull().default(1),
    latestPublishedVersionNumber: integer("latest_published_version_number"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("clauses_company_idx").on(table.companyId),
    index("clauses_company_name_idx").on(table.companyId, table.name, table.id),
  ],
);

export const clauseVersions = pgTable(
  "clause_versions",
  {
    id: serial("id").primaryKey(),
    clauseId: integer("clause_id")
      .notNull()
      .references(() => clauses.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    versionNumber: integer("version_number").notNull(),
    status: text("status").notNull().default("draft"),
    name: text("name").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    insuranceClassIds: jsonb("insurance_class_ids").$type<InsuranceClassId[]>().notNull(),
    productClassIds: jsonb("product_class_ids").$type<number[]>().notNull(),
    visibility: text("visibility").notNull().default("private"),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    usageCount: integer("usage_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("clause_versions_number_unique").on(table.clauseId, table.versionNumber)],
);

export type ClauseRow = typeof clauses.$inferSelect;
export type ClauseVersionRow = typeof clauseVersions.$inferSelect;
