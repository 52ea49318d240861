/**
 * `attach`: a risk starts using versions of versioned items (a product version, endorsement
 * versions, a binding agreement period), in the caller's transaction. Each becomes locked for
 * good (SPEC §4). One locking read and one update per kind, whatever the number of versions.
 */
import { canAttach, versionRefusalMessage } from "@platform/domain";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/index.ts";
import { conflict, notFound } from "../http/errors.ts";
import type { AnyDescriptor, VersionRow } from "./descriptor.ts";
import { loose } from "./store.ts";

const registry = new Map<string, AnyDescriptor>();

export function registerVersioned(descriptor: AnyDescriptor) {
  registry.set(descriptor.kind, descriptor);
}

export interface VersionRef {
  /** The descriptor's kind: `product`, `clause`, … */
  kind: string;
  versionId: number;
}

/**
 * Marks every referenced version in use: locked from now on, its usage count raised by the
 * number of references. Refuses (and so rolls the caller back) when a version is missing or not
 * published. Answers the updated rows in the order of `refs`.
 */
export async function attach(tx: DbOrTx, refs: readonly VersionRef[]): Promise<VersionRow[]> {
  const byKind = new Map<string, Map<number, number>>();
  for (const ref of refs) {
    const counts = byKind.get(ref.kind) ?? new Map<number, number>();
    counts.set(ref.versionId, (counts.get(ref.versionId) ?? 0) + 1);
    byKind.set(ref.kind, counts);
  }
  const updated = new Map<string, VersionRow>();
  for (const [kind, counts] of byKind) {
    const d = registry.get(kind);
    if (!d) throw new Error(`No versioned item of kind "${kind}" is registered`);
    const v = d.version;
    const ids = [...counts.keys()];
    const rows: VersionRow[] = await loose(tx)
      .select()
      .from(v.table)
      .where(inArray(v.id, ids))
      .for("update");
    for (const id of ids) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) throw notFound(d.messages.versionNotFound);
      const result = canAttach(row);
      if (!result.ok)
        throw conflict(versionRefusalMessage(result.reason, "attach", d.messages.lock));
    }
    const increments: SQL[] = ids.map((id) => sql`when ${id} then ${counts.get(id)!}::int`);
    const rowsAfter: VersionRow[] = await loose(tx)
      .update(v.table)
      .set({
        lockedAt: sql`coalesce(${v.lockedAt}, now())`,
        usageCount: sql`${v.usageCount} + (case ${v.id} ${sql.join(increments, sql` `)} end)`,
        updatedAt: new Date(),
      })
      .where(inArray(v.id, ids))
      .returning();
    for (const row of rowsAfter) updated.set(`${kind}:${row.id}`, row);
  }
  return refs.map((ref) => updated.get(`${ref.kind}:${ref.versionId}`)!);
}
