import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.ts";

export const twoFactorMethodNames = ["authenticator", "email", "sms", "microsoft"] as const;
export type TwoFactorMethodName = (typeof twoFactorMethodNames)[number];

/**
 * One row per user and method. A method counts for sign-in once `verifiedAt` is set (the user
 * proved they hold it) and while `enabled`. The TOTP seed is sealed with APP_KEY;
 * `lastUsedStep` is the last accepted 30 s step, so a code is accepted once only.
 */
export const twoFactorMethods = pgTable(
  "two_factor_methods",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: twoFactorMethodNames }).notNull(),
    secretSealed: text("secret_sealed"),
    /** A TOTP seed being enrolled; it replaces `secretSealed` once a code from it is confirmed. */
    pendingSecretSealed: text("pending_secret_sealed"),
    enabled: boolean("enabled").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("two_factor_methods_user_method_unique").on(table.userId, table.method)],
);

/** Recovery codes, stored as keyed hashes; each is usable once. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("two_factor_recovery_codes_user_idx").on(table.userId)],
);

/**
 * An emailed or texted code, bound to the session (the login attempt) that asked for it.
 * `purpose` is `verify` (sign-in) or `enrol` (confirming a new method).
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    method: text("method", { enum: twoFactorMethodNames }).notNull(),
    purpose: text("purpose", { enum: ["verify", "enrol"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("two_factor_challenges_session_idx").on(table.sessionId, table.method)],
);

/** "Trust this device": the cookie carries the id, signed; revoking sets `revokedAt`. */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("trusted_devices_user_idx").on(table.userId)],
);

export type TwoFactorMethodRow = typeof twoFactorMethods.$inferSelect;
