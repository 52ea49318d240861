/**
 * Underwriting statuses (SPEC §2 workflow configuration): the company's ordered list of
 * statuses a risk package moves through on the underwriter's board; who reads and changes them
 * is the policy's (`access.ts`). A status still carried by risk packages is deleted only by
 * moving them to another status in the same transaction (SPEC §4).
 */
import {
  messages,
  type TUnderwritingStatusView,
  underwritingStatusMessages,
  type WorkflowEvent,
} from "@platform/domain";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { ownedIds } from "../../platform/db/owned.ts";
import { invalid } from "../../platform/http/errors.ts";
import { type UnderwritingStatusRow, underwritingStatuses } from "./tables.ts";

export const presentStatus = (row: UnderwritingStatusRow): TUnderwritingStatusView => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  position: row.position,
  setOn: row.setOn ?? null,
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

/**
 * Refuses (422, each field its message) a name another status of the company has, or an event
 * another status already takes (one statement).
 */
export async function assertNameAndEventFree(
  tx: DbOrTx,
  companyId: number,
  input: { name: string; setOn?: WorkflowEvent | null | undefined },
  exceptId?: number,
) {
  const { name, setOn } = input;
  const clashes = await tx
    .select({ name: underwritingStatuses.name, setOn: underwritingStatuses.setOn })
    .from(underwritingStatuses)
    .where(
      and(
        eq(underwritingStatuses.companyId, companyId),
        or(
          sql`lower(${underwritingStatuses.name}) = lower(${name})`,
          setOn ? eq(underwritingStatuses.setOn, setOn) : undefined,
        ),
        exceptId === undefined ? undefined : ne(underwritingStatuses.id, exceptId),
      ),
    );
  const errors: Record<string, string> = {};
  if (clashes.some((c) => c.name.toLowerCase() === name.toLowerCase()))
    errors.name = messages.nameInUse;
  const holder = setOn ? clashes.find((c) => c.setOn === setOn) : undefined;
  if (holder) errors.setOn = underwritingStatusMessages.eventTaken(holder.name);
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The company's status a workflow event moves risks to, or null (one statement). */
export async function statusSetOn(db: DbOrTx, companyId: number, event: WorkflowEvent) {
  const [row] = await db
    .select()
    .from(underwritingStatuses)
    .where(
      and(eq(underwritingStatuses.companyId, companyId), eq(underwritingStatuses.setOn, event)),
    );
  return row ?? null;
}

/** Which of `ids` are the company's own statuses (an id in another module's input). */
export const ownStatusIds = (db: DbOrTx, companyId: number, ids: readonly number[]) =>
  ownedIds(db, underwritingStatuses, companyId, ids);
