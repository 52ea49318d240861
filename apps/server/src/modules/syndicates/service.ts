/**
 * Syndicates (SPEC §2, §3; ManageSyndicates): the capacity providers an agency writes for. Members
 * of the company read them (pickers on risk codes and agreements); ManageSyndicates changes them.
 */
import {
  CompanyType,
  messages,
  Permission,
  pageMeta,
  pageWindow,
  type TPageQuery,
  type TSyndicate,
} from "@platform/domain";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { conflict, invalid, notFound } from "../../platform/http/errors.ts";
import { companyNamesByIds, findCompany } from "../companies/index.ts";
import { syndicateInUse } from "../risk-codes/index.ts";
import { presentSyndicate } from "./present.ts";
import { type SyndicateRow, syndicates } from "./tables.ts";

export interface SyndicateFilters extends TPageQuery {
  search?: string;
  active?: boolean;
}

export async function listSyndicates(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  filters: SyndicateFilters,
) {
  assertMember(actor.user, companyId);
  const conditions: (SQL | undefined)[] = [eq(syndicates.companyId, companyId)];
  if (filters.active !== undefined) conditions.push(eq(syndicates.active, filters.active));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(syndicates.name, pattern), ilike(syndicates.lloydsNumber, pattern)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(syndicates)
      .where(where)
      .orderBy(asc(syndicates.name), asc(syndicates.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(syndicates).where(where),
  ]);
  const names = await companyNamesByIds(
    db,
    rows.flatMap((row) => (row.insurerCompanyId ? [row.insurerCompanyId] : [])),
  );
  return {
    data: rows.map((row) =>
      presentSyndicate(
        row,
        row.insurerCompanyId ? (names.get(row.insurerCompanyId) ?? null) : null,
      ),
    ),
    meta: pageMeta(total, filters),
  };
}

async function findOwn(db: DbOrTx, companyId: number, id: number): Promise<SyndicateRow> {
  const [row] = await db
    .select()
    .from(syndicates)
    .where(and(eq(syndicates.companyId, companyId), eq(syndicates.id, id)));
  if (!row) throw notFound("Syndicate not found");
  return row;
}

export async function getSyndicate(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  assertMember(actor.user, companyId);
  const row = await findOwn(db, companyId, id);
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}

async function insurerName(db: DbOrTx, insurerCompanyId: number | null) {
  if (!insurerCompanyId) return null;
  return (await findCompany(db, insurerCompanyId))?.name ?? null;
}

async function checkInput(tx: DbOrTx, companyId: number, input: TSyndicate, exceptId?: number) {
  const [same] = await tx
    .select({ id: syndicates.id })
    .from(syndicates)
    .where(
      and(
        eq(syndicates.companyId, companyId),
        sql`lower(${syndicates.name}) = lower(${input.name})`,
      ),
    );
  if (same && same.id !== exceptId) throw invalid({ name: messages.nameInUse });
  if (input.insurerCompanyId) {
    const insurer = await findCompany(tx, input.insurerCompanyId);
    if (insurer?.refCompanyTypeId !== CompanyType.Insurer || !insurer.isActive) {
      throw invalid({ insurerCompanyId: "Choose an insurer on the platform" });
    }
  }
}

export async function createSyndicate(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  input: TSyndicate,
) {
  assertCan(actor.user, companyId, Permission.ManageSyndicates);
  const row = await db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [created] = await tx
      .insert(syndicates)
      .values({ companyId, ...input })
      .returning();
    await auditBy(tx, actor, {
      action: "syndicate.created",
      companyId,
      subjectType: "syndicate",
      subjectId: created!.id,
      data: { name: input.name },
    });
    return created!;
  });
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}

export async function updateSyndicate(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  id: number,
  input: TSyndicate,
) {
  assertCan(actor.user, companyId, Permission.ManageSyndicates);
  const row = await db.transaction(async (tx) => {
    await findOwn(tx, companyId, id);
    await checkInput(tx, companyId, input, id);
    const [updated] = await tx
      .update(syndicates)
      .set({ ...input, updatedAt: actor.now() })
      .where(eq(syndicates.id, id))
      .returning();
    await auditBy(tx, actor, {
      action: "syndicate.updated",
      companyId,
      subjectType: "syndicate",
      subjectId: id,
      data: { name: input.name },
    });
    return updated!;
  });
  return presentSyndicate(row, await insurerName(db, row.insurerCompanyId));
}

/** A syndicate used by a risk code or an agreement section cannot be deleted (deactivate it). */
export async function deleteSyndicate(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  assertCan(actor.user, companyId, Permission.ManageSyndicates);
  await db.transaction(async (tx) => {
    const row = await findOwn(tx, companyId, id);
    if (await syndicateInUse(tx, id)) throw conflict(messages.deleteInUse);
    await tx.delete(syndicates).where(eq(syndicates.id, id));
    await auditBy(tx, actor, {
      action: "syndicate.deleted",
      companyId,
      subjectType: "syndicate",
      subjectId: id,
      data: { name: row.name },
    });
  });
}
