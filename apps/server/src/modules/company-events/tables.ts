import type { TEventActionInput } from "@platform/domain";
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
  unique,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

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

export const runStatuses = ["queued", "running", "succeeded", "failed"] as const;
export type RunStatus = (typeof runStatuses)[number];
export const stepStatuses = ["pending", "running", "succeeded", "failed"] as const;
export type StepStatus = (typeof stepStatuses)[number];

/**
 * One raising of a company event for one company: the payload it carried and the chain as it was
 * when raised (the event may change or go since; a replay runs what was raised).
 */
export const companyEventRuns = pgTable(
  "company_event_runs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    companyEventId: integer("company_event_id").references(() => companyEvents.id, {
      onDelete: "set null",
    }),
    eventName: text("event_name").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    actions: jsonb("actions").$type<StoredEventAction[]>().notNull(),
    riskPackageId: integer("risk_package_id"),
    synchronous: boolean("synchronous").notNull().default(false),
    raisedByUserId: integer("raised_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    status: text("status").$type<RunStatus>().notNull().default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("company_event_runs_company_idx").on(table.companyId, table.id),
    index("company_event_runs_company_status_idx").on(table.companyId, table.status, table.id),
  ],
);
export type CompanyEventRunRow = typeof companyEventRuns.$inferSelect;

/** One action of a run: what it was given and gave, and the key that keeps it from repeating. */
export const companyEventRunSteps = pgTable(
  "company_event_run_steps",
  {
    id: serial("id").primaryKey(),
    runId: integer("run_id")
      .notNull()
      .references(() => companyEventRuns.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    action: text("action").notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    output: jsonb("output").$type<Record<string, unknown>>(),
    status: text("status").$type<StepStatus>().notNull().default("pending"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** `{runId}:{position}`: a webhook's `webhook-id`, so a receiver sees a retry as the same. */
    idempotencyKey: text("idempotency_key").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    unique("company_event_run_steps_key_unique").on(table.idempotencyKey),
    unique("company_event_run_steps_run_position_unique").on(table.runId, table.position),
  ],
);
export type CompanyEventRunStepRow = typeof companyEventRunSteps.$inferSelect;
