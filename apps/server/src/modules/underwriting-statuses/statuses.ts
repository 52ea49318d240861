/**
 * Underwriting statuses (SPEC §2 workflow configuration): the company's ordered list of
 * statuses a risk package moves through on the underwriter's board; who reads and changes them
 * is the policy's (`access.ts`). A status still carried by risk packages is deleted only by
 * moving them to another status in the same transaction (SPEC §4).
 */
import { messages, type TUnderwritingStatusView } from "@platform/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { type UnderwritingStatusRow, underwritingStatuses } from "./tables.ts";

export const presentStatus = (row: UnderwritingStatusRow): TUnderwritingStatusView => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  position: row.position,
});

export const ofCompany = (companyId: number, id: number) =>
  and(eq(underwritingStatuses.id, id), eq(underwritingStatuses.companyId, companyId));

/** One status of the company, or null (the risks module checks a chosen status with it). */
export async function findStatus(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(underwritingStatuses).where(ofCompany(companyId, id));
  return row ?? null;
}

/** The status a new risk package starts in: the company's first, or null when it has none. */
export async function defaultStatusFor(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: underwritingStatuses.id })
    .from(underwritingStatuses)
    .where(eq(underwritingStatuses.companyId, companyId))
    .orderBy(asc(underwritingStatuses.position), asc(underwritingStatuses.id))
    .limit(1);
  return row?.id ?? null;
}

export async function assertNameFree(
  tx: DbOrTx,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const [taken] = await tx
    .select({ id: underwritingStatuses.id })
    .from(underwritingStatuses)
    .where(
      and(
        eq(underwritingStatuses.companyId, companyId),
        sql`lower(${underwritingStatuses.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(underwritingStatuses.id, exceptId),
      ),
    );
  if (taken) throw invalid({ name: messages.nameInUse });
}
