import {
  boolean,
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
 * A capacity provider an underwriting agency (or insurer) writes for: a Lloyd's syndicate (by its
 * number) or an insurer company on the platform. Shared by binding-agreement sections (quota
 * share) and risk codes (reinsurance periods).
 */
export const syndicates = pgTable(
  "syndicates",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    lloydsNumber: text("lloyds_number"),
    insurerCompanyId: integer("insurer_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    managingAgent: text("managing_agent"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("syndicates_company_name_unique").on(table.companyId, table.name),
    index("syndicates_company_idx").on(table.companyId),
  ],
);
export type SyndicateRow = typeof syndicates.$inferSelect;
