import type { TestCaseResult } from "@platform/domain";
import { boolean, index, integer, jsonb, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { productVersions } from "../products/tables.ts";
import { users } from "../users/tables.ts";

/** Each run of a version's test cases, with the design revision it ran against. */
export const ratingTestRuns = pgTable(
  "rating_test_runs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    productVersionId: integer("product_version_id")
      .notNull()
      .references(() => productVersions.id, { onDelete: "cascade" }),
    designRevision: integer("design_revision").notNull(),
    passed: boolean("passed").notNull(),
    total: integer("total").notNull(),
    failed: integer("failed").notNull(),
    cases: jsonb("cases").$type<TestCaseResult[]>().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rating_test_runs_version_idx").on(table.productVersionId, table.id)],
);

export type RatingTestRunRow = typeof ratingTestRuns.$inferSelect;
