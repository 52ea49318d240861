import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/**
 * A temporary user's access to one shared item (e.g. a proposal sent to a client). The token
 * travels as `X-Temporary-Token`; only its keyed hash is stored; revoking sets `revokedAt`.
 */
export const temporaryAccessTokens = pgTable(
  "temporary_access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("temporary_access_tokens_user_idx").on(table.userId)],
);
