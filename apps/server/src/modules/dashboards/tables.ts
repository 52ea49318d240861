import type { TWidgetView } from "@platform/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A user's dashboard in a company (SPEC §2 dashboard with widget gallery): its widgets with their
 * settings and places on the grid, as one document (a dashboard is read and saved whole).
 * `isStarter` marks the one made on the first visit, at most one per user and company.
 */
export const dashboards = pgTable(
  "dashboards",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    widgets: jsonb("widgets").$type<TWidgetView[]>().notNull(),
    isStarter: boolean("is_starter").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("dashboards_owner_idx").on(table.companyId, table.userId),
    uniqueIndex("dashboards_one_starter_idx")
      .on(table.companyId, table.userId)
      .where(sql`${table.isStarter}`),
  ],
);
export type DashboardRow = typeof dashboards.$inferSelect;
