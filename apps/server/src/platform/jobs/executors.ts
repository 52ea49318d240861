/**
 * pg-boss runs its SQL through an executor (`{ executeSql(text, values) }`). These give it the
 * application's own database, so it needs no connection of its own: the PostgreSQL pool, or the
 * one in-process PGlite instance (whose queries PGlite runs one at a time, in order).
 */
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Database, DbOrTx } from "../db/index.ts";

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function databaseExecutor(database: Database): SqlExecutor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "postgres") {
    const pool = client as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values as unknown[]) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and queue changes as several statements in one text, without
      // parameters; PGlite runs those with exec (query takes exactly one statement).
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return results.at(-1) ?? { rows: [] };
      }
      return pglite.query(text, values);
    },
  };
}

/** `$1`-style text and values as one drizzle statement, so it can run in a transaction. */
function toStatement(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * An executor inside the caller's transaction: a job sent through it is written by that
 * transaction, so it exists only if the change commits (the outbox).
 */
export function transactionExecutor(tx: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(toStatement(text, values))) as unknown as
        | { rows: unknown[] }
        | unknown[];
      return Array.isArray(result) ? { rows: result } : { rows: result.rows };
    },
  };
}
