import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A broker's request to connect with an underwriter: pending until the underwriter accepts
 * (a `brokerages` row is made) or declines. At most one pending request per pair.
 */
export const brokerageRequests = pgTable(
  "brokerage_requests",
  {
    id: serial("id").primaryKey(),
    brokerCompanyId: integer("broker_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    underwriterCompanyId: integer("underwriter_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** pending | accepted | declined */
    status: text("status").notNull().default("pending"),
    requestedByUserId: integer("requested_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("brokerage_request_pending_unique")
      .on(table.brokerCompanyId, table.underwriterCompanyId)
      .where(sql`${table.status} = 'pending'`),
    index("brokerage_requests_underwriter_idx").on(table.underwriterCompanyId, table.status),
  ],
);
