import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    phone: text("phone"),
    theme: text("theme", { enum: ["light", "dark", "auto"] })
      .notNull()
      .default("auto"),
    preferredContactMethod: smallint("preferred_contact_method").notNull().default(1),
    isTemporaryUser: boolean("is_temporary_user").notNull().default(false),
    createdByCompanyId: integer("created_by_company_id"),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
