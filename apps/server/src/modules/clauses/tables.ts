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
import {
  headLifecycleColumns,
  versionLifecycleColumns,
  versionNumberColumns,
} from "../../platform/versioning/columns.ts";
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
    ...headLifecycleColumns(),
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
    ...versionNumberColumns(),
    name: text("name").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    insuranceClassIds: jsonb("insurance_class_ids").$type<InsuranceClassId[]>().notNull(),
    productClassIds: jsonb("product_class_ids").$type<number[]>().notNull(),
    visibility: text("visibility").notNull().default("private"),
    ...versionLifecycleColumns(),
  },
  (table) => [unique("clause_versions_number_unique").on(table.clauseId, table.versionNumber)],
);

export type ClauseRow = typeof clauses.$inferSelect;
export type ClauseVersionRow = typeof clauseVersions.$inferSelect;
