import { integer, jsonb, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

/**
 * The staging table of a policy data import: each row of the file as read (its cells by column
 * name), so the checks run set-wise in SQL. Nothing can fail on the way in; a validation's rows
 * live only as long as its transaction.
 */
export const policyImportRows = pgTable(
  "policy_import_rows",
  {
    batchId: uuid("batch_id").notNull(),
    line: integer("line").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    raw: jsonb("raw").$type<Record<string, string>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.line] })],
);
