/**
 * The orphan sweep: loose uploads nothing refers to any more (a replaced logo, an upload whose
 * form was abandoned) and stored blobs no file version names (a deleted file's versions, an
 * upload whose transaction rolled back) are removed once they are old enough that no request
 * can still be about to use them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";

export const FILES_SWEEP_JOB = "files.sweep";
/** A loose upload waits this long for the form that made it to refer to it. */
export const LOOSE_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** A blob younger than this may belong to an upload whose transaction is still open. */
export const BLOB_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * References to file versions that are not foreign keys: integer columns and jsonb id arrays.
 * Foreign keys to `file_versions` are found in the catalogue, so a new one is honoured too.
 */
const plainReferences = [
  { table: "companies", column: "logo_file_version_id", kind: "id" },
  { table: "companies", column: "header_file_version_id", kind: "id" },
  { table: "companies", column: "product_banner_file_version_id", kind: "id" },
  { table: "document_templates", column: "additional_file_version_ids", kind: "ids" },
  { table: "email_templates", column: "attach_file_version_ids", kind: "ids" },
] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected identifier ${name}`);
  return sql.raw(`"${name}"`);
};

/** Foreign-key columns (single-column) that point at `file_versions.id`. */
async function foreignKeyReferences(db: Db) {
  return rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'file_versions'::regclass
        and array_length(c.conkey, 1) = 1 and c.conrelid <> 'file_versions'::regclass`),
  ).map((row) => ({
    table: row.table.replace(/^public\./, "").replace(/"/g, ""),
    column: row.column,
  }));
}

/** Deletes loose file versions older than the grace that nothing refers to; one statement. */
async function deleteLooseOrphans(db: Db, cutoff: Date) {
  const references = [
    ...plainReferences,
    ...(await foreignKeyReferences(db)).map((r) => ({ ...r, kind: "id" as const })),
  ];
  const unreferenced = references.map((r) =>
    r.kind === "id"
      ? sql`not exists (select 1 from ${ident(r.table)} x where x.${ident(r.column)} = fv.id)`
      : sql`not exists (select 1 from ${ident(r.table)} x where x.${ident(r.column)} @> to_jsonb(fv.id))`,
  );
  const deleted = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from file_versions fv
      where fv.file_id is null and fv.created_at < ${cutoff.toISOString()}::timestamptz
        and ${sql.join(unreferenced, sql` and `)}
      returning fv.id`),
  );
  return deleted.length;
}

/**
 * Removes stored blobs that no file version names and that are older than the grace, a batch
 * of keys per statement.
 */
async function deleteOrphanBlobs(deps: Pick<AppDeps, "db" | "storage">, cutoff: Date) {
  let removed = 0;
  for await (const batch of deps.storage.list(BATCH)) {
    const old = batch.filter((blob) => blob.modifiedAt < cutoff).map((blob) => blob.key);
    if (old.length === 0) continue;
    const known = new Set(
      rowsOf<{ key: string }>(
        await deps.db.execute(sql`
          select storage_key as key from file_versions
          where storage_key in (${sql.join(
            old.map((key) => sql`${key}`),
            sql`, `,
          )})`),
      ).map((row) => row.key),
    );
    for (const key of old) {
      if (known.has(key)) continue;
      await deps.storage.delete(key);
      removed += 1;
    }
  }
  return removed;
}

/** One run of the sweep; answers how many loose versions and blobs it removed. */
export async function sweepOrphanFiles(
  deps: Pick<AppDeps, "db" | "storage">,
  now: Date = new Date(),
) {
  const versions = await deleteLooseOrphans(
    deps.db,
    new Date(now.getTime() - LOOSE_UPLOAD_GRACE_MS),
  );
  const blobs = await deleteOrphanBlobs(deps, new Date(now.getTime() - BLOB_GRACE_MS));
  return { versions, blobs };
}

export function fileJobs(deps: AppDeps) {
  deps.jobs.define({
    name: FILES_SWEEP_JOB,
    cron: "40 3 * * *",
    retryLimit: 0,
    expireInSeconds: 30 * 60,
    handle: async () => {
      await sweepOrphanFiles(deps);
    },
  });
}
