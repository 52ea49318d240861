/** Endorsement queries other modules use (products check references, classes check usage). */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { clauses, clauseVersions } from "./tables.ts";

/** Ids among `ids` that are not endorsements of the company. */
export async function unknownClauseIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: clauses.id })
    .from(clauses)
    .where(and(eq(clauses.companyId, companyId), inArray(clauses.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether any endorsement version names the class (for the class deletion check). */
export async function clausesUseProductClass(db: DbOrTx, companyId: number, classId: number) {
  const [row] = await db
    .select({ id: clauseVersions.id })
    .from(clauseVersions)
    .where(
      and(
        eq(clauseVersions.companyId, companyId),
        sql`${clauseVersions.productClassIds} @> ${JSON.stringify([classId])}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
