import type { TAgreementPeriodContent, TAgreementSection } from "@platform/domain";
import {
  date,
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

/**
 * A binding agreement (binder) between an underwriting agency (`companyId`) and the insurer that
 * manages it: the contract under which the agency writes policies. What it lets the agency write
 * (sections, limits, quota shares, authorised underwriters) lives in its versioned periods.
 */
export const bindingAgreements = pgTable(
  "binding_agreements",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    managingInsurerCompanyId: integer("managing_insurer_company_id")
      .notNull()
      .references(() => companies.id),
    currency: text("currency").notNull(),
    timezone: text("timezone").notNull(),
    uniqueMarketReference: text("unique_market_reference").notNull(),
    agreementNumber: text("agreement_number").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("binding_agreements_company_umr_unique").on(
      table.companyId,
      table.uniqueMarketReference,
    ),
    index("binding_agreements_company_idx").on(table.companyId),
    index("binding_agreements_insurer_idx").on(table.managingInsurerCompanyId),
  ],
);
export type BindingAgreementRow = typeof bindingAgreements.$inferSelect;

/** A section as stored: `key` stays the same across versions (bordereaux total by section). */
export type StoredSection = TAgreementSection & { key: string };
export type StoredUnderwriter = TAgreementPeriodContent["authorisedUnderwriters"][number];

/**
 * A period of a binding agreement (SPEC §3, §4): a versioned item of the agency (`companyId`).
 * The dates and visibility are mirrored from the newest version for lists and overlap checks.
 */
export const bindingAgreementPeriods = pgTable(
  "binding_agreement_periods",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    bindingAgreementId: integer("binding_agreement_id")
      .notNull()
      .references(() => bindingAgreements.id, { onDelete: "cascade" }),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    visibility: text("visibility").notNull().default("insurer"),
    ...headLifecycleColumns(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("binding_agreement_periods_agreement_idx").on(table.bindingAgreementId, table.dateFrom),
    index("binding_agreement_periods_company_idx").on(table.companyId),
  ],
);

export const bindingAgreementPeriodVersions = pgTable(
  "binding_agreement_period_versions",
  {
    id: serial("id").primaryKey(),
    periodId: integer("period_id")
      .notNull()
      .references(() => bindingAgreementPeriods.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    ...versionNumberColumns(),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    visibility: text("visibility").notNull().default("insurer"),
    sections: jsonb("sections").$type<StoredSection[]>().notNull(),
    authorisedUnderwriters: jsonb("authorised_underwriters").$type<StoredUnderwriter[]>().notNull(),
    ...versionLifecycleColumns(),
  },
  (table) => [
    unique("binding_agreement_period_versions_number_unique").on(
      table.periodId,
      table.versionNumber,
    ),
  ],
);

export type PeriodRow = typeof bindingAgreementPeriods.$inferSelect;
export type PeriodVersionRow = typeof bindingAgreementPeriodVersions.$inferSelect;

/** A period version's content: the schema's, each section with its stable key. */
export type PeriodContent = Omit<TAgreementPeriodContent, "sections"> & {
  sections: StoredSection[];
};
