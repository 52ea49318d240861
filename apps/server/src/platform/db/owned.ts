import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./index.ts";

/**
 * Which of `ids` are rows of `table` owned by `companyId` (one statement): how an id in a body is
 * checked as strictly as one in a URL.
 */
export async function ownedIds(
  db: DbOrTx,
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn },
  companyId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), inArray(table.id, [...ids])));
  return new Set(rows.map((row) => Number(row.id)));
}
