import type { TProductDetails } from "@platform/domain";
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
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

/** Company-defined product classes beside the spec's four insurance classes. */
export const productClasses = pgTable(
  "product_classes",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The insurance class it belongs to, when any (drives tax and reporting). */
    insuranceClassId: smallint("insurance_class_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("product_classes_company_name_unique").on(table.companyId, table.name)],
);

/**
 * A product: its identity and, mirrored from its newest version for lists and search, the
 * catalogue fields. Everything that defines cover lives in `product_versions`.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    insuranceClassId: smallint("insurance_class_id"),
    productClassId: integer("product_class_id").references(() => productClasses.id),
    productType: text("product_type").notNull(),
    kind: smallint("kind").notNull(),
    targetCountry: text("target_country").notNull(),
    visibility: text("visibility").notNull().default("private"),
    ...headLifecycleColumns(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_company_idx").on(table.companyId),
    // The list pages by name within a company.
    index("products_company_name_idx").on(table.companyId, table.name, table.id),
  ],
);

/**
 * One numbered version of a product (SPEC §4): draft, then published. `savedAt` is null until
 * the version's details are saved (a new product or a new version starts unsaved); `lockedAt`
 * is set by the first risk that uses it, after which it never changes. Later issues hang the
 * proposal form, datasets, formulas and rules of a version off its id.
 */
export const productVersions = pgTable(
  "product_versions",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ...versionNumberColumns(),
    details: jsonb("details").$type<TProductDetails>().notNull(),
    ...versionLifecycleColumns(),
  },
  (table) => [
    unique("product_versions_number_unique").on(table.productId, table.versionNumber),
    index("product_versions_company_idx").on(table.companyId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVersionRow = typeof productVersions.$inferSelect;
export type ProductClassRow = typeof productClasses.$inferSelect;
