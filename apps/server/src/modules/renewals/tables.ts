import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { riskPackages } from "../risks/tables.ts";

/**
 * How many days before expiry an underwriter company's policies get their renewal invitation
 * (no row: DEFAULT_RENEWAL_INVITATION_DAYS).
 */
export const renewalSettings = pgTable("renewal_settings", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  invitationDays: smallint("invitation_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One renewal invitation per policy term (SPEC §1: brokers are told when risks expire): sent by
 * the daily job, `renewed` once the next term is bound, `lapsed` when the term expires without one.
 */
export const renewalInvitations = pgTable(
  "renewal_invitations",
  {
    id: serial("id").primaryKey(),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .unique()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    expiryDate: date("expiry_date", { mode: "string" }).notNull(),
    status: text("status").notNull().default("invited"),
    renewalRiskPackageId: integer("renewal_risk_package_id").references(() => riskPackages.id, {
      onDelete: "set null",
    }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [index("renewal_invitations_open_idx").on(table.status, table.expiryDate)],
);
export type RenewalInvitationRow = typeof renewalInvitations.$inferSelect;
