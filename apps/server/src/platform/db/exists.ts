import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./index.ts";

/** Whether any row of `table` matches `where`: one statement that stops at the first. */
export async function anyRow(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return row !== undefined;
}
