/** The lifecycle columns every head and version table of a versioned item has (SPEC §4). */
import { integer, text, timestamp } from "drizzle-orm/pg-core";

/** `latestVersionNumber`, `latestPublishedVersionNumber` and `archivedAt` of a head table. */
export const headLifecycleColumns = () => ({
  latestVersionNumber: integer("latest_version_number").notNull().default(1),
  latestPublishedVersionNumber: integer("latest_published_version_number"),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
});

/** A version's number and status, with the content columns between them and the times. */
export const versionNumberColumns = () => ({
  versionNumber: integer("version_number").notNull(),
  status: text("status").notNull().default("draft"),
});

/**
 * `savedAt` (null until the version is saved), `publishedAt`, `lockedAt` (set by the first risk
 * that uses it) and `usageCount` (risk transactions using it), with the row's times.
 */
export const versionLifecycleColumns = () => ({
  savedAt: timestamp("saved_at", { withTimezone: true }),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  lockedAt: timestamp("locked_at", { withTimezone: true }),
  usageCount: integer("usage_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
