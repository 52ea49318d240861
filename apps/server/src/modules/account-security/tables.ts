import { boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";

/**
 * A company's security policy: whether its members must use two-factor authentication, and
 * the longest a password may live (null = the platform default, PASSWORD_MAX_AGE_DAYS).
 */
export const companySecurityPolicies = pgTable("company_security_policies", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  passwordMaxAgeDays: integer("password_max_age_days"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
