import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
    /** The uploader's name as it was then (SPEC §3 "updated by"); null for generated files. */
    uploadedByName: text("uploaded_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The file in a folder this is a version of; null for loose uploads (logos, banners). */
    fileId: integer("file_id").references((): AnyPgColumn => files.id, { onDelete: "cascade" }),
    /** 1, 2, … within its file. */
    versionNumber: integer("version_number"),
  },
  (table) => [
    index("file_versions_company_idx").on(table.companyId),
    uniqueIndex("file_versions_file_number_idx").on(table.fileId, table.versionNumber),
  ],
);

/**
 * SPEC §3 directory: a company's (risk package null) or a risk package's files, owned by the
 * company that holds them. `rootFolderId` is the folder at the top of the tree.
 */
export const directories = pgTable(
  "directories",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /**
     * A risk package's own directory. Its foreign key (to risk_packages, on delete cascade) is in
     * migration 0013 and not declared here: risks' tables name product packages, whose promotional
     * image is a file version, so declaring it would make the modules' tables import each other in
     * a circle (docs/decisions.md "Foreign keys that close a circle").
     */
    riskPackageId: integer("risk_package_id"),
    name: text("name").notNull(),
    rootFolderId: integer("root_folder_id").references((): AnyPgColumn => folders.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("directories_company_idx")
      .on(table.companyId)
      .where(sql`${table.riskPackageId} is null`),
    uniqueIndex("directories_risk_package_idx").on(table.companyId, table.riskPackageId),
  ],
);

export const folders = pgTable(
  "folders",
  {
    id: serial("id").primaryKey(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directories.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => folders.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    /** A locked folder cannot be renamed, moved or deleted. */
    locked: boolean("locked").notNull().default(false),
    /** SPEC §6: a public folder (2) lists its public files to anyone with the link. */
    visibility: smallint("visibility").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("folders_directory_idx").on(table.directoryId),
    uniqueIndex("folders_sibling_name_idx").on(table.parentId, sql`lower(${table.name})`),
  ],
);

/** A file in a folder: its versions are `file_versions` rows; the latest is current. */
export const files = pgTable(
  "files",
  {
    id: serial("id").primaryKey(),
    folderId: integer("folder_id")
      .notNull()
      .references(() => folders.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mimeType: text("mime_type").notNull(),
    /** SPEC §3: private=1, public=2 (readable by anyone with the link). */
    visibility: smallint("visibility").notNull().default(1),
    locked: boolean("locked").notNull().default(false),
    /** A protected file (a generated policy document) is never deleted or replaced. */
    protected: boolean("protected").notNull().default(false),
    versionCount: integer("version_count").notNull().default(1),
    currentVersionId: integer("current_version_id").references((): AnyPgColumn => fileVersions.id, {
      onDelete: "set null",
    }),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("files_folder_idx").on(table.folderId)],
);

export type FileVersionRow = typeof fileVersions.$inferSelect;
export type DirectoryRow = typeof directories.$inferSelect;
export type FolderRow = typeof folders.$inferSelect;
export type FileRow = typeof files.$inferSelect;
