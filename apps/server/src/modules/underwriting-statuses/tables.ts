import type { WorkflowEvent } from "@platform/domain";
import { sql } from "drizzle-orm";
import {
  check,
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
import { companies } from "../companies/tables.ts";

/**
 * A company's underwriting statuses (SPEC §2 workflow configuration, §3 Underwriting status): the
 * columns of the risks board. Deleting one with active risks needs them moved first (SPEC §4).
 * `setOn` names the event (a quote, bind or decline) that moves a risk to the status; each event
 * belongs to at most one status of the company.
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
    setOn: text("set_on").$type<WorkflowEvent>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("underwriting_statuses_company_name_unique").on(table.companyId, table.name),
    index("underwriting_statuses_company_idx").on(table.companyId, table.position),
    uniqueIndex("underwriting_statuses_company_set_on_unique")
      .on(table.companyId, table.setOn)
      .where(sql`${table.setOn} is not null`),
    check(
      "underwriting_statuses_set_on_check",
      sql`${table.setOn} in ('quote', 'bind', 'decline')`,
    ),
  ],
);
export type UnderwritingStatusRow = typeof underwritingStatuses.$inferSelect;
