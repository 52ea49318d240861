/**
 * The kernel's SQL: reading and writing a kind's head and version rows through its descriptor.
 * Rows come back typed as the descriptor's row types.
 */
import { and, asc, desc, eq, gt, isNull, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/index.ts";
import { notFound } from "../http/errors.ts";
import type { HeadRow, VersionedDescriptor, VersionRow } from "./descriptor.ts";

// Drizzle's builders are typed per table; the kernel works on any descriptor's tables, so it
// reaches them through this one untyped door and types the rows itself.
type LooseDb = {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  select: (...args: any[]) => any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  insert: (...args: any[]) => any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  update: (...args: any[]) => any;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  delete: (...args: any[]) => any;
};
export const loose = (db: DbOrTx) => db as unknown as LooseDb;

export function createStore<H extends HeadRow, V extends VersionRow, C, P>(
  d: VersionedDescriptor<H, V, C, P>,
) {
  const h = d.head;
  const v = d.version;

  async function head(db: DbOrTx, companyId: number, headId: number, lock = false): Promise<H> {
    const query = loose(db)
      .select()
      .from(h.table)
      .where(and(eq(h.id, headId), eq(h.companyId, companyId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound(d.messages.notFound);
    return row as H;
  }

  async function versions(db: DbOrTx, headId: number): Promise<V[]> {
    return loose(db)
      .select()
      .from(v.table)
      .where(eq(v.headId, headId))
      .orderBy(asc(v.versionNumber)) as Promise<V[]>;
  }

  async function versionById(db: DbOrTx, versionId: number, lock = false): Promise<V | null> {
    const query = loose(db).select().from(v.table).where(eq(v.id, versionId));
    const [row] = lock ? await query.for("update") : await query;
    return (row as V | undefined) ?? null;
  }

  async function insertVersion(tx: DbOrTx, values: Record<string, unknown>): Promise<V> {
    const [row] = await loose(tx).insert(v.table).values(values).returning();
    return row as V;
  }

  async function updateVersion(tx: DbOrTx, versionId: number, values: Record<string, unknown>) {
    await loose(tx)
      .update(v.table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(v.id, versionId));
  }

  async function deleteVersion(tx: DbOrTx, versionId: number) {
    await loose(tx).delete(v.table).where(eq(v.id, versionId));
  }

  async function insertHead(tx: DbOrTx, values: Record<string, unknown>): Promise<H> {
    const [row] = await loose(tx).insert(h.table).values(values).returning();
    return row as H;
  }

  async function updateHead(tx: DbOrTx, headId: number, values: Record<string, unknown>) {
    const [row] = await loose(tx)
      .update(h.table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(h.id, headId))
      .returning();
    return row as H;
  }

  async function deleteHead(tx: DbOrTx, headId: number) {
    await loose(tx).delete(h.table).where(eq(h.id, headId));
  }

  /** Mirrors the newest version's content and the version numbers onto the head. */
  async function sync(tx: DbOrTx, headId: number) {
    const all = await versions(tx, headId);
    const newest = all[all.length - 1]!;
    const published = all.filter((row) => row.status === "published");
    const row = await updateHead(tx, headId, {
      ...d.headColumns(d.contentOf(newest)),
      latestVersionNumber: newest.versionNumber,
      latestPublishedVersionNumber: published[published.length - 1]?.versionNumber ?? null,
    });
    return { head: row, versions: all };
  }

  /** The newest published version of a head (null when none, or the head is archived). */
  async function latestPublished(db: DbOrTx, headId: number): Promise<V | null> {
    const [row] = await loose(db)
      .select({ version: v.table })
      .from(v.table)
      .innerJoin(h.table, eq(h.id, v.headId))
      .where(and(eq(v.headId, headId), eq(v.status, "published"), isNull(h.archivedAt)))
      .orderBy(desc(v.versionNumber))
      .limit(1);
    return (row?.version as V | undefined) ?? null;
  }

  /** The nearest version before or after `version` matching `where`. */
  async function neighbour(
    db: DbOrTx,
    version: V,
    direction: "before" | "after",
    where?: SQL,
  ): Promise<V | null> {
    const headId = (version as unknown as Record<string, number>)[v.headKey]!;
    const [row] = await loose(db)
      .select()
      .from(v.table)
      .where(
        and(
          eq(v.headId, headId),
          direction === "before"
            ? lt(v.versionNumber, version.versionNumber)
            : gt(v.versionNumber, version.versionNumber),
          where,
        ),
      )
      .orderBy(direction === "before" ? desc(v.versionNumber) : asc(v.versionNumber))
      .limit(1);
    return (row as V | undefined) ?? null;
  }

  return {
    head,
    versions,
    versionById,
    insertVersion,
    updateVersion,
    deleteVersion,
    insertHead,
    updateHead,
    deleteHead,
    sync,
    latestPublished,
    neighbour,
  };
}
