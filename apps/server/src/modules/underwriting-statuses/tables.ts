import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

/**
 * A company's underwriting statuses (SPEC §2 workflow configuration, §3 Underwriting status): the
 * columns of the risks board. Deleting one with active risks needs them moved first (SPEC §4).
 */
export const underwritingStatuses = pgTable(
  "underwriting_statuses",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    colour: text("colour").notNull(),
    position: smallint("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("underwriting_statuses_company_name_unique").on(table.companyId, table.name),
    index("underwriting_statuses_company_idx").on(table.companyId, table.position),
  ],
);
export type UnderwritingStatusRow = typeof underwritingStatuses.$inferSelect;
