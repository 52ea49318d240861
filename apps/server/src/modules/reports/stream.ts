/**
 * Streaming a read from the database in constant memory, for exports of any
 * size. On PostgreSQL the query runs once behind a server-side cursor (`DECLARE … NO SCROLL`) in
 * a read-only, repeatable-read transaction on its own pooled connection, fetched `batch` rows at a
 * time. The next batch is fetched while the consumer works on the current one (PostgreSQL and
 * Node run at once), and no further: a slow client holds two batches in memory, never the
 * result. Batches are small (100 rows) so a batch's values die young (a cheap scavenge rather
 * than promotion to the old generation, which cost the million-row export time and memory). PGlite has one connection that every request
 * shares, so a cursor there would hold it for the whole download: it reads keyset batches
 * instead (the query ordered by a unique key, each batch after the last key seen).
 *
 * Rows are arrays in select order (`rowMode: "array"`), typed by the driver (numeric as text,
 * timestamptz as Date, jsonb parsed). Stopping the consumer early (a client that goes away)
 * closes the cursor and releases the connection.
 */
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "../../platform/db/index.ts";
import { tallyStatement } from "../../platform/db/statements.ts";

export type Row = unknown[];

/** Named access to a streamed row, whose cells come in the order of its selection's keys. */
export function cellsOf<S extends object>(selection: S) {
  const position = Object.fromEntries(Object.keys(selection).map((key, i) => [key, i])) as Record<
    keyof S,
    number
  >;
  return (row: Row, column: keyof S) => row[position[column]];
}

export interface Query {
  sql: string;
  params: unknown[];
}

export interface StreamSource {
  /** The whole ordered query (the PostgreSQL cursor runs it once). */
  all(): Query;
  /** The next keyset batch after `last` (the previous batch's last row; null for the first). */
  after(last: Row | null, limit: number): Query;
}

export const DEFAULT_BATCH = 100;

export async function* streamRows(
  database: Database,
  source: StreamSource,
  batch = DEFAULT_BATCH,
): AsyncGenerator<Row[]> {
  if (database.kind === "postgres") yield* cursorRows(database, source, batch);
  else yield* keysetRows(database, source, batch);
}

async function* cursorRows(database: Database, source: StreamSource, batch: number) {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let open = false;
  let pending: Promise<pg.QueryResult<Row>> | null = null;
  try {
    await client.query("begin isolation level repeatable read read only");
    open = true;
    // An export reads every row: plan for the whole result, not the first 10 % (the default for
    // cursors, which picks fast-start nested loops that are slow in total).
    await client.query("set local cursor_tuple_fraction = 1.0");
    const { sql, params } = source.all();
    tallyStatement(sql);
    await client.query({ text: `declare export_rows no scroll cursor for ${sql}`, values: params });
    const fetch = `fetch forward ${Math.trunc(batch)} from export_rows`;
    const next = () => client.query<Row>({ text: fetch, rowMode: "array" });
    let fetching = next();
    pending = fetching;
    for (;;) {
      const result = await fetching;
      pending = null;
      const last = result.rows.length < batch;
      // Ask for the next batch before handing this one over, so the two overlap.
      if (!last) {
        fetching = next();
        pending = fetching;
      }
      if (result.rows.length > 0) yield result.rows;
      if (last) break;
    }
    await client.query("commit");
    open = false;
  } finally {
    // A consumer that stops early leaves a fetch in flight: let it finish before rolling back.
    await pending?.catch(() => {});
    if (open) await client.query("rollback").catch(() => {});
    client.release();
  }
}

async function* keysetRows(database: Database, source: StreamSource, batch: number) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  let last: Row | null = null;
  for (;;) {
    const { sql, params } = source.after(last, batch);
    tallyStatement(sql);
    const result = await client.query<Row>(sql, params, { rowMode: "array" });
    if (result.rows.length === 0) return;
    yield result.rows;
    if (result.rows.length < batch) return;
    last = result.rows[result.rows.length - 1] ?? null;
  }
}
