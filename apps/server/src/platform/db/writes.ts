/**
 * Which tables a database's statements write, as they are sent: every Drizzle query of a
 * database opened by `openDatabase` passes through its logger, which hands writes (insert,
 * update, delete, truncate, also inside a `with`) to the listeners of that database. Caches of
 * data read from those tables (the actor cache) invalidate themselves from here, so a write
 * added anywhere later is seen without being registered by hand.
 */
import type { Db } from "./types.ts";

/** A write seen on its way to the database: the table, the statement and its parameters. */
export interface TableWrite {
  table: string;
  sql: string;
  params: unknown[];
}

export type WriteListener = (write: TableWrite) => void;

export interface WriteWatch {
  /** Calls `listener` for every table each later write statement touches; answers an unsubscribe. */
  subscribe(listener: WriteListener): () => void;
}

interface Watcher extends WriteWatch {
  notice(sql: string, params: unknown[]): void;
}

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(\w+)"?(?:\."?(\w+)"?)?/gi;

/** The tables a statement writes (none for a plain select), in order of appearance. */
export function writtenTables(sql: string): string[] {
  // Drizzle's reads start with `select`; a data-modifying CTE starts with `with`.
  if (/^\s*select\b/i.test(sql)) return [];
  const tables: string[] = [];
  for (const match of sql.matchAll(WRITE)) {
    const table = (match[2] ?? match[1] ?? "").toLowerCase();
    // `for update of`, `for update skip locked`, `do update set`: not a table.
    if (table && !["of", "set", "skip", "nowait"].includes(table)) tables.push(table);
  }
  return tables;
}

export function createWriteWatch(): Watcher {
  const listeners = new Set<WriteListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notice(sql, params) {
      if (listeners.size === 0) return;
      for (const table of writtenTables(sql)) {
        for (const listener of listeners) listener({ table, sql, params });
      }
    },
  };
}

const watches = new WeakMap<object, WriteWatch>();

export function registerWriteWatch(db: Db, watch: WriteWatch) {
  watches.set(db, watch);
}

/** The write watch of a database opened by `openDatabase`; undefined for any other. */
export function writesOf(db: Db): WriteWatch | undefined {
  return watches.get(db);
}
