import type { TAssignmentConditions } from "@platform/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

/**
 * A company's ordered underwriter assignment rules (SPEC §1): the first active rule whose
 * conditions match a risk picks its underwriter; a rule naming several underwriters rotates
 * among them (`rotationCursor` counts the assignments it has made).
 */
export const assignmentRules = pgTable(
  "assignment_rules",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: smallint("position").notNull().default(0),
    conditions: jsonb("conditions").$type<TAssignmentConditions>().notNull(),
    underwriterUserIds: jsonb("underwriter_user_ids").$type<number[]>().notNull(),
    rotationCursor: integer("rotation_cursor").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assignment_rules_company_idx").on(table.companyId, table.position)],
);
export type AssignmentRuleRow = typeof assignmentRules.$inferSelect;
