import type { LockMessages, PermissionId } from "@platform/domain";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../actor/index.ts";
import type { DbOrTx } from "../db/index.ts";

/** The columns every version table has (SPEC §4 lifecycle). */
export interface VersionRow {
  id: number;
  companyId: number;
  versionNumber: number;
  status: string;
  savedAt: Date | null;
  publishedAt: Date | null;
  lockedAt: Date | null;
  usageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns every head (the item a version belongs to) has. */
export interface HeadRow {
  id: number;
  companyId: number;
  latestVersionNumber: number;
  latestPublishedVersionNumber: number | null;
  archivedAt: Date | null;
  updatedAt: Date;
}

/** The head row with its versions, oldest first: what every use case answers with. */
export interface Snapshot<H extends HeadRow, V extends VersionRow> {
  head: H;
  versions: V[];
}

/**
 * How one kind of versioned item is stored: its head and version tables, what its content is,
 * and the hooks for content kept in other tables. Products, endorsements and (next) binding
 * agreement periods are each one descriptor.
 */
export interface VersionedDescriptor<H extends HeadRow, V extends VersionRow, C, P> {
  /** `product`, `clause`, …: the key of `attach` and the audit subject type. */
  kind: string;
  head: {
    table: PgTable;
    id: AnyPgColumn;
    companyId: AnyPgColumn;
    latestVersionNumber: AnyPgColumn;
    latestPublishedVersionNumber: AnyPgColumn;
    archivedAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
  };
  version: {
    table: PgTable;
    id: AnyPgColumn;
    /** The column naming the head, and its property name for inserts (`productId`). */
    headId: AnyPgColumn;
    headKey: string;
    companyId: AnyPgColumn;
    versionNumber: AnyPgColumn;
    status: AnyPgColumn;
    savedAt: AnyPgColumn;
    publishedAt: AnyPgColumn;
    lockedAt: AnyPgColumn;
    usageCount: AnyPgColumn;
    updatedAt: AnyPgColumn;
  };
  /** Who changes the item, and who reads it. */
  permission: PermissionId;
  readers: PermissionId[];
  messages: { notFound: string; versionNotFound: string; lock: LockMessages };
  /** Audit actions are `${head}.created` … and `${version}.published` …. */
  audit: { head: string; version: string };
  /** The version's content as the item's API and diffs see it. */
  contentOf(version: V): C;
  /** The version table's columns holding `content`. */
  contentColumns(content: C): Record<string, unknown>;
  /** The head's columns mirrored from the newest version's content (for lists and search). */
  headColumns(content: C): Record<string, unknown>;
  /** The item's answer: called in the use case's transaction. */
  present(db: DbOrTx, actor: Actor, snapshot: Snapshot<H, V>): Promise<P>;
  hooks?: {
    /** Content in other tables a first version starts with (e.g. an empty design). */
    created?(tx: DbOrTx, version: V): Promise<void>;
    /** Copies content in other tables, so a new version is a complete snapshot at once. */
    copied?(tx: DbOrTx, from: V, to: V): Promise<void>;
    /** Whether something outside risks uses the item (packages, products naming a clause). */
    usedElsewhere?(tx: DbOrTx, head: H): Promise<boolean>;
    /** Checks a version's content against other items before it is published (throws 422). */
    publishing?(tx: DbOrTx, version: V): Promise<void>;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds descriptors of every kind
export type AnyDescriptor = VersionedDescriptor<any, any, any, any>;
