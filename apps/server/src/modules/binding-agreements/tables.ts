import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

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
