import type { TEventActionInput } from "@platform/domain";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

/**
 * An action as stored: a webhook's secret sealed with the app key (`sealedSecret`), never plain,
 * and after a rotation the secret it replaced, still signing until `previousSecretExpiresAt` (ISO).
 */
export type StoredEventAction = TEventActionInput & {
  sealedSecret?: string;
  previousSealedSecret?: string;
  previousSecretExpiresAt?: string;
};

export interface StoredEventFilters {
  productIds: number[];
  classIds: number[];
  states: string[];
  brokerCompanyIds: number[];
}

/** SPEC §3 company event, with its ordered chain of actions (SPEC §3 event action). */
export const companyEvents = pgTable(
  "company_events",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    event: text("event").notNull(),
    filters: jsonb("filters").$type<StoredEventFilters>().notNull(),
    synchronous: boolean("synchronous").notNull().default(false),
    delaySeconds: integer("delay_seconds").notNull().default(0),
    daysBefore: integer("days_before"),
    enabled: boolean("enabled").notNull().default(true),
    actions: jsonb("actions").$type<StoredEventAction[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_events_company_event_idx").on(table.companyId, table.event)],
);
export type CompanyEventRow = typeof companyEvents.$inferSelect;
