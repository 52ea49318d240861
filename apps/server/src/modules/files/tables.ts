import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { companies } from "../companies/tables.ts";
import { users } from "../users/tables.ts";

/** One stored version of an uploaded file; the bytes live in the storage backend. */
export const fileVersions = pgTable(
  "file_versions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** SPEC §3: private=1 (members only), public=2 (anyone, e.g. logos and promotional images). */
    visibility: smallint("visibility").notNull().default(1),
    uploadedByUserId: integer("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("file_versions_company_idx").on(table.companyId)],
);

export type FileVersionRow = typeof fileVersions.$inferSelect;
