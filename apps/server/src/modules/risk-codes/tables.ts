import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { syndicates } from "../syndicates/tables.ts";

/** A reinsurance risk code (e.g. Lloyd's "PL" or "E7") with its dated syndicate splits. */
export const riskCodes = pgTable(
  "risk_codes",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("risk_codes_company_code_unique").on(table.companyId, table.code)],
);
export type RiskCodeRow = typeof riskCodes.$inferSelect;

/** A reinsurance period of a risk code: periods of one code never overlap. */
export const riskCodePeriods = pgTable(
  "risk_code_periods",
  {
    id: serial("id").primaryKey(),
    riskCodeId: integer("risk_code_id")
      .notNull()
      .references(() => riskCodes.id, { onDelete: "cascade" }),
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
  },
  (table) => [index("risk_code_periods_code_idx").on(table.riskCodeId, table.dateFrom)],
);

/** A syndicate's share of a period: capacity provider % (adding up to 100) and commission %. */
export const riskCodePeriodSyndicates = pgTable(
  "risk_code_period_syndicates",
  {
    periodId: integer("period_id")
      .notNull()
      .references(() => riskCodePeriods.id, { onDelete: "cascade" }),
    syndicateId: integer("syndicate_id")
      .notNull()
      .references(() => syndicates.id),
    position: integer("position").notNull(),
    capacityProviderPercentage: numeric("capacity_provider_percentage", {
      precision: 7,
      scale: 4,
    }).notNull(),
    grossPremiumCommissionPercentage: numeric("gross_premium_commission_percentage", {
      precision: 7,
      scale: 4,
    }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.periodId, table.syndicateId] }),
    index("risk_code_period_syndicates_syndicate_idx").on(table.syndicateId),
  ],
);
