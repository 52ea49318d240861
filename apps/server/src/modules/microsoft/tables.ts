import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/** A company's Microsoft organisation (Entra tenant); its members may sign in with it. */
export const microsoftConnections = pgTable("microsoft_connections", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  tenantId: text("tenant_id").notNull(),
  connectedByUserId: integer("connected_by_user_id"),
  connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's Microsoft account (issuer + subject), linked at first Microsoft sign-in. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    tenantId: text("tenant_id"),
    email: text("email"),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("user_identities_provider_subject_unique").on(table.provider, table.subject),
    index("user_identities_user_idx").on(table.userId),
  ],
);
