import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies, roles } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/** An invitation to join a company under a role. Only the token's hash is stored. */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedByUserId: integer("invited_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    status: text("status", { enum: ["pending", "accepted", "revoked"] })
      .notNull()
      .default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("invitations_company_idx").on(table.companyId, table.status)],
);
