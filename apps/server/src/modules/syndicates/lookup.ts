import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { syndicates } from "./tables.ts";

/** The company's own syndicates among `ids`, with their names, in one statement. */
export async function ownSyndicates(db: DbOrTx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; lloydsNumber: string | null }>();
  const rows = await db
    .select({ id: syndicates.id, name: syndicates.name, lloydsNumber: syndicates.lloydsNumber })
    .from(syndicates)
    .where(and(eq(syndicates.companyId, companyId), inArray(syndicates.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { name: row.name, lloydsNumber: row.lloydsNumber }]));
}
