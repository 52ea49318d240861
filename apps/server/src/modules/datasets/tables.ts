import type { DatasetCell, TDataset } from "@platform/domain";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { productVersions } from "../products/tables.ts";

/**
 * Rating tables. With a product version they belong to it (and lock with it); without one they
 * are the company's custom datasets, a library a version copies from (`sourceDatasetId`), so a
 * change to the library never alters a version already in use.
 */
export const ratingDatasets = pgTable(
  "rating_datasets",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    productVersionId: integer("product_version_id").references(() => productVersions.id, {
      onDelete: "cascade",
    }),
    sourceDatasetId: integer("source_dataset_id"),
    name: text("name").notNull(),
    description: text("description"),
    columns: jsonb("columns").$type<TDataset["columns"]>().notNull(),
    keyColumns: jsonb("key_columns").$type<string[]>().notNull(),
    range: jsonb("range").$type<TDataset["range"]>(),
    rows: jsonb("rows").$type<Record<string, DatasetCell>[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("rating_datasets_name_unique").on(
      table.companyId,
      sql`coalesce(${table.productVersionId}, 0)`,
      table.name,
    ),
    index("rating_datasets_version_idx").on(table.productVersionId),
  ],
);

export type RatingDatasetRow = typeof ratingDatasets.$inferSelect;
