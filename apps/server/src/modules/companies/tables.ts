import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.ts";

export type CompanyApproval = "pending" | "approved" | "declined";

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    tradingName: text("trading_name"),
    legalName: text("legal_name"),
    registrationType: smallint("registration_type"),
    registrationNumber: text("registration_number"),
    refCompanyTypeId: smallint("ref_company_type_id").notNull(),
    handle: text("handle").notNull(),
    isActive: boolean("is_active").notNull().default(false),
    /**
     * The system company's decision on a registration (COMPANY_APPROVAL=true): `pending` until
     * approved or declined; companies registered without approval are `approved`.
     */
    approval: text("approval").$type<CompanyApproval>().notNull().default("approved"),
    declineReason: text("decline_reason"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    state: text("state"),
    postcode: text("postcode"),
    country: text("country").notNull().default("AU"),
    yearEstablished: smallint("year_established"),
    website: text("website"),
    currency: text("currency").notNull().default("aud"),
    showLogoOnHeader: boolean("show_logo_on_header").notNull().default(false),
    logoFileVersionId: integer("logo_file_version_id"),
    headerFileVersionId: integer("header_file_version_id"),
    productBannerFileVersionId: integer("product_banner_file_version_id"),
    headerTextColour: text("header_text_colour"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("companies_handle_unique").on(table.handle),
    // The approval queue: the few pending companies, oldest first.
    index("companies_pending_idx").on(table.createdAt).where(sql`${table.approval} = 'pending'`),
  ],
);

/** The permissions a company type offers to its roles (SPEC §3 companyTypePermissions). */
export const companyTypePermissions = pgTable(
  "company_type_permissions",
  {
    id: serial("id").primaryKey(),
    refCompanyTypeId: smallint("ref_company_type_id").notNull(),
    refPermissionId: smallint("ref_permission_id").notNull(),
  },
  (table) => [
    unique("company_type_permission_unique").on(table.refCompanyTypeId, table.refPermissionId),
  ],
);

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The owner/administrator role: holds every permission of the type, cannot be deleted. */
    isSpecial: boolean("is_special").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("roles_company_name_unique").on(table.companyId, table.name)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    companyTypePermissionId: integer("company_type_permission_id")
      .notNull()
      .references(() => companyTypePermissions.id),
  },
  (table) => [unique("role_permission_unique").on(table.roleId, table.companyTypePermissionId)],
);

/** A user holds at most one role per company. */
export const userCompanyRoles = pgTable(
  "user_company_roles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("user_company_unique").on(table.userId, table.companyId),
    index("user_company_roles_role_idx").on(table.roleId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;

export const companyTags = pgTable(
  "company_tags",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("company_tag_unique").on(table.companyId, table.name)],
);

/** A broker–underwriter connection: the broker may place risks with the underwriter. */
export const brokerages = pgTable(
  "brokerages",
  {
    id: serial("id").primaryKey(),
    brokerCompanyId: integer("broker_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    underwriterCompanyId: integer("underwriter_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("brokerage_unique").on(table.brokerCompanyId, table.underwriterCompanyId),
    index("brokerages_underwriter_idx").on(table.underwriterCompanyId),
  ],
);
