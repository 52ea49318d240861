import type {
  ProposalForm,
  TPremiumSettings,
  TPropertyFormula,
  TTestCase,
  TUnderwritingFormula,
  TUnderwritingRule,
} from "@platform/domain";
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { productVersions } from "../products/tables.ts";

/**
 * The rating design of one product version: proposal form, formulas, rules, premium settings
 * and test cases. `revision` grows with every change (datasets included), so a test run knows
 * whether it still describes the version.
 */
export const productDesigns = pgTable("product_designs", {
  productVersionId: integer("product_version_id")
    .primaryKey()
    .references(() => productVersions.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  form: jsonb("form").$type<ProposalForm>().notNull(),
  propertyFormulas: jsonb("property_formulas").$type<TPropertyFormula[]>().notNull(),
  underwritingFormulas: jsonb("underwriting_formulas").$type<TUnderwritingFormula[]>().notNull(),
  rules: jsonb("rules").$type<TUnderwritingRule[]>().notNull(),
  premium: jsonb("premium").$type<TPremiumSettings>().notNull(),
  testCases: jsonb("test_cases").$type<TTestCase[]>().notNull(),
  revision: integer("revision").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProductDesignRow = typeof productDesigns.$inferSelect;
