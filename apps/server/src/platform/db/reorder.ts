import { workflowMessages } from "@platform/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { invalid } from "../http/errors.ts";
import type { DbOrTx } from "./index.ts";

/**
 * Serialises the changes to one company's ordered list (names and positions stay unique under
 * concurrent requests) for the rest of the transaction.
 */
export async function lockCompanyList(tx: DbOrTx, list: string, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${list}), ${companyId})`);
}

/**
 * Rewrites the `position` of a company's ordered list (statuses, assignment rules) from the ids
 * in their new order: the ids must be exactly the list's, each once (else 422 on `ids`). Two
 * statements however long the list: read the ids (locking the rows), one `update … case`.
 */
export async function reorderPositions(
  tx: DbOrTx,
  table: PgTable & { id: PgColumn; companyId: PgColumn; position: PgColumn },
  companyId: number,
  ids: readonly number[],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const current = (await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.companyId, companyId))
    .for("update")) as { id: number }[];
  const known = new Set(current.map((row) => row.id));
  if (
    ids.length !== known.size ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !known.has(id))
  ) {
    throw invalid({ ids: workflowMessages.reorderMismatch });
  }
  const cases: SQL[] = ids.map((id, index) => sql`when ${id} then ${index}::smallint`);
  // biome-ignore lint/suspicious/noExplicitAny: any table with the three columns
  await (tx.update(table as any) as any)
    .set({ position: sql`case ${table.id} ${sql.join(cases, sql` `)} end`, ...extra })
    .where(and(eq(table.companyId, companyId)));
}
