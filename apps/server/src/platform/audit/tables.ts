import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every security event and every state change of a risk, product or agreement is written here
 * in the same transaction as the change; timelines and the account page read it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: integer("company_id"),
    userId: integer("user_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_subject_idx").on(table.subjectType, table.subjectId),
    index("audit_user_idx").on(table.userId, table.createdAt),
    index("audit_company_idx").on(table.companyId, table.createdAt),
    // The system console's search by date range alone, newest first (and its keyset).
    index("audit_created_idx").on(table.createdAt, table.id),
    index("audit_action_idx").on(table.action, table.createdAt),
  ],
);
