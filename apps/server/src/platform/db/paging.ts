import { pageMeta, pageWindow, type TPageMeta, type TPageQuery } from "@platform/domain";
import { sql } from "drizzle-orm";

/**
 * The number of rows the query would answer without its limit, as a column: a page and its
 * total in one statement.
 */
export const totalRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * `{ data, meta }` of a page read with a `totalRows()` column. Past the last page no row carries
 * the total, so `countAll` is asked for it then (the only case costing a second statement).
 */
export async function toPage<Row extends { total: number }, T>(
  rows: Row[],
  query: TPageQuery,
  present: (row: Row) => T,
  countAll: () => Promise<number>,
): Promise<{ data: T[]; meta: TPageMeta }> {
  const total = rows[0]?.total ?? (pageWindow(query).offset === 0 ? 0 : await countAll());
  return { data: rows.map(present), meta: pageMeta(total, query) };
}
