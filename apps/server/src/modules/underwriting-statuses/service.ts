/**
 * Underwriting statuses (SPEC §2 workflow configuration): the company's ordered list of
 * statuses a risk package moves through on the underwriter's board. Members who read risks see
 * them; ManageCompanyStatuses changes them. A status still carried by risk packages is deleted
 * only by moving them to another status in the same transaction (SPEC §4).
 */
import {
  messages,
  Permission,
  pageWindow,
  type TPageQuery,
  type TUnderwritingStatusInput,
  type TUnderwritingStatusView,
  underwritingStatusMessages,
  workflowMessages,
} from "@platform/domain";
import { and, asc, count, eq, max, ne, sql } from "drizzle-orm";
import { assertCan, assertCanAny } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { toPage, totalRows } from "../../platform/db/paging.ts";
import { lockCompanyList, reorderPositions } from "../../platform/db/reorder.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { countWithUnderwritingStatus, moveUnderwritingStatus } from "../risks/index.ts";
import { type UnderwritingStatusRow, underwritingStatuses } from "./tables.ts";

export const statusReaders = [
  Permission.ManageCompanyStatuses,
  Permission.ManageRisks,
  Permission.ViewRisks,
];

export const presentStatus = (row: UnderwritingStatusRow): TUnderwritingStatusView => ({
  id: row.id,
  name: row.name,
  colour: row.colour,
  position: row.position,
});

const ofCompany = (companyId: number, id: number) =>
  and(eq(underwritingStatuses.id, id), eq(underwritingStatuses.companyId, companyId));

/** The company's statuses in board order, a page at a time (one statement). */
export async function pageStatuses(db: DbOrTx, actor: Actor, companyId: number, query: TPageQuery) {
  assertCanAny(actor.user, companyId, statusReaders);
  const where = eq(underwritingStatuses.companyId, companyId);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ status: underwritingStatuses, total: totalRows() })
    .from(underwritingStatuses)
    .where(where)
    .orderBy(asc(underwritingStatuses.position), asc(underwritingStatuses.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    query,
    (row) => presentStatus(row.status),
    async () => (await db.select({ n: count() }).from(underwritingStatuses).where(where))[0]!.n,
  );
}

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

async function assertNameFree(tx: DbOrTx, companyId: number, name: string, exceptId?: number) {
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

export async function createStatus(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  input: TUnderwritingStatusInput,
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  return deps.db.transaction(async (tx) => {
    // Serialises additions to the company's list (positions and names stay unique).
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    await assertNameFree(tx, companyId, input.name);
    const [last] = await tx
      .select({ position: max(underwritingStatuses.position) })
      .from(underwritingStatuses)
      .where(eq(underwritingStatuses.companyId, companyId));
    const now = actor.now();
    const [row] = await tx
      .insert(underwritingStatuses)
      .values({
        companyId,
        name: input.name,
        colour: input.colour.toLowerCase(),
        position: (last?.position ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditBy(tx, actor, {
      action: "underwritingStatus.created",
      companyId,
      subjectType: "underwriting_status",
      subjectId: row!.id,
      data: { name: row!.name, colour: row!.colour },
    });
    return presentStatus(row!);
  });
}

export async function updateStatus(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  input: TUnderwritingStatusInput,
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  return deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    if (!(await findStatus(tx, companyId, id))) throw notFound("Status not found");
    await assertNameFree(tx, companyId, input.name, id);
    const [row] = await tx
      .update(underwritingStatuses)
      .set({ name: input.name, colour: input.colour.toLowerCase(), updatedAt: actor.now() })
      .where(ofCompany(companyId, id))
      .returning();
    await auditBy(tx, actor, {
      action: "underwritingStatus.updated",
      companyId,
      subjectType: "underwriting_status",
      subjectId: id,
      data: { name: row!.name, colour: row!.colour },
    });
    return presentStatus(row!);
  });
}

/**
 * Deletes a status. Packages still carrying it are moved to `moveTo` (another status of the
 * company) in the same transaction; without `moveTo` the delete is refused with 409.
 */
export async function deleteStatus(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  id: number,
  moveTo: number | undefined,
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    const status = await findStatus(tx, companyId, id);
    if (!status) throw notFound("Status not found");
    let moved = 0;
    if (moveTo !== undefined) {
      if (moveTo === id) throw invalid({ moveTo: underwritingStatusMessages.moveToSelf });
      if (!(await findStatus(tx, companyId, moveTo))) {
        throw invalid({ moveTo: workflowMessages.statusNotOfCompany });
      }
      moved = await moveUnderwritingStatus(tx, companyId, id, moveTo, actor.now());
    } else if ((await countWithUnderwritingStatus(tx, companyId, id)) > 0) {
      throw conflict(underwritingStatusMessages.inUse);
    }
    await tx.delete(underwritingStatuses).where(ofCompany(companyId, id));
    await auditBy(tx, actor, {
      action: "underwritingStatus.deleted",
      companyId,
      subjectType: "underwriting_status",
      subjectId: id,
      data: { name: status.name, moveTo: moveTo ?? null, moved },
    });
  });
}

/** Puts the company's statuses in the given order (every id once). */
export async function reorderStatuses(
  deps: AppDeps,
  actor: Actor,
  companyId: number,
  ids: number[],
) {
  assertCan(actor.user, companyId, Permission.ManageCompanyStatuses);
  await deps.db.transaction(async (tx) => {
    await lockCompanyList(tx, "underwriting_statuses", companyId);
    await reorderPositions(tx, underwritingStatuses, companyId, ids, { updatedAt: actor.now() });
    await auditBy(tx, actor, {
      action: "underwritingStatus.reordered",
      companyId,
      subjectType: "company",
      subjectId: companyId,
      data: { ids },
    });
  });
  return pageStatuses(deps.db, actor, companyId, { page: 1, perPage: 100 });
}
