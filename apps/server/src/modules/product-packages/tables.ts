import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { fileVersions } from "../files/tables.ts";
import { products } from "../products/tables.ts";

/** A sellable bundle: one main product and its add-ons, with broker access rules (SPEC §3). */
export const productPackages = pgTable(
  "product_packages",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    productType: text("product_type").notNull(),
    referenceFormat: text("reference_format").notNull(),
    targetCountry: text("target_country").notNull(),
    visibility: text("visibility").notNull().default("private"),
    status: text("status").notNull().default("draft"),
    promotionalFileVersionId: integer("promotional_file_version_id").references(
      () => fileVersions.id,
      { onDelete: "set null" },
    ),
    mainProductId: integer("main_product_id")
      .notNull()
      .references(() => products.id),
    /** allowAllExcept: every connected broker but the listed ones; denyAllExcept: only those. */
    permissionMode: text("permission_mode").notNull().default("allowAllExcept"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("product_packages_company_idx").on(table.companyId)],
);

export const productPackageAddOns = pgTable(
  "product_package_add_ons",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => productPackages.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.productId] }),
    index("product_package_add_ons_product_idx").on(table.productId),
  ],
);

/** The brokers named by a package's permission list. */
export const productPackageBrokers = pgTable(
  "product_package_brokers",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => productPackages.id, { onDelete: "cascade" }),
    brokerCompanyId: integer("broker_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.brokerCompanyId] })],
);

export type ProductPackageRow = typeof productPackages.$inferSelect;
