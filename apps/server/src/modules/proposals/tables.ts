import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { riskPackages } from "../risks/tables.ts";
import { temporaryAccessTokens } from "../temporary-users/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A proposal sent to a client (SPEC §4, §5): the client completes the proposal form through a
 * temporary access link (or as a user of the client company named). `sent` while the client
 * edits (read-only for the broker), then `done` (final) or `revoked` by the broker.
 */
export const riskProposals = pgTable(
  "risk_proposals",
  {
    id: serial("id").primaryKey(),
    riskPackageId: integer("risk_package_id")
      .notNull()
      .references(() => riskPackages.id, { onDelete: "cascade" }),
    /** The company that sent it (the broker company of the package, or the underwriter). */
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** A client company whose users also follow it on their own pages. */
    clientCompanyId: integer("client_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    clientName: text("client_name").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    temporaryAccessTokenId: integer("temporary_access_token_id").references(
      () => temporaryAccessTokens.id,
      { onDelete: "set null" },
    ),
    status: text("status").notNull().default("sent"),
    sentByUserId: integer("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    clientSavedAt: timestamp("client_saved_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("risk_proposals_package_idx").on(table.riskPackageId, table.id),
    index("risk_proposals_client_idx").on(table.clientCompanyId, table.id),
    // At most one proposal out with a client per package at a time.
    uniqueIndex("risk_proposals_open_unique")
      .on(table.riskPackageId)
      .where(sql`${table.status} = 'sent'`),
  ],
);
export type RiskProposalRow = typeof riskProposals.$inferSelect;
