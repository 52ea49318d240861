/**
 * Counts the SQL statements run inside a piece of work (a request in the statement-budget
 * test, a benchmark). Every Drizzle query reports to its database's logger (`databaseLogger`);
 * outside `countStatements` that costs one AsyncLocalStorage lookup.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";

interface StatementTally {
  statements: string[];
}

const tally = new AsyncLocalStorage<StatementTally>();

/** The logger of one database: the tally, and its write watch (see writes.ts). */
export function databaseLogger(watch: { notice(sql: string, params: unknown[]): void }): Logger {
  return {
    logQuery(query, params) {
      tally.getStore()?.statements.push(query);
      watch.notice(query, params);
    },
  };
}

/** Runs `work` and answers its result with the SQL statements it ran, in order. */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const store: StatementTally = { statements: [] };
  const result = await tally.run(store, work);
  return { result, statements: store.statements };
}

/** Counts a statement run outside Drizzle (a raw driver query, such as an export's cursor). */
export function tallyStatement(query: string) {
  tally.getStore()?.statements.push(query);
}
