import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bytea } from "../db/bytea.ts";

/** The PostgreSQL storage driver's files: one row each, their bytes in `stored_file_chunks`. */
export const storedFiles = pgTable("stored_files", {
  key: uuid("key").primaryKey(),
  size: bigint("size", { mode: "number" }).notNull(),
  sha256: text("sha256").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A file's bytes in chunks of `CHUNK_BYTES`, so a download streams a few chunks at a time. The
 * column is stored uncompressed (migration: `SET STORAGE EXTERNAL`): PDFs, images and office
 * files are compressed already, and compressing them again only costs CPU.
 */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    key: uuid("key")
      .notNull()
      .references(() => storedFiles.key, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);
