/**
 * Risk codes (SPEC §2, §3, §5): a reinsurance code with dated periods, each splitting the capacity
 * between syndicates (shares adding up to 100 %) with a gross premium commission per syndicate.
 * Saving replaces the periods whole; a bound transaction keeps its own copy of the split it was
 * written with (docs/decisions.md), so editing a code never rewrites the past.
 */
import {
  messages,
  Permission,
  pageMeta,
  pageWindow,
  type TPageQuery,
  type TRiskCode,
} from "@platform/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import { presentRiskCode, presentRiskCodeSummary } from "./present.ts";
import {
  type RiskCodeRow,
  riskCodePeriodSyndicates,
  riskCodePeriods,
  riskCodes,
} from "./tables.ts";

/** Risk codes belong to the binding-agreement area: ManageBindingAgreements changes them. */
const MANAGE = Permission.ManageBindingAgreements;

export interface RiskCodeFilters extends TPageQuery {
  search?: string;
}

export async function listRiskCodes(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  filters: RiskCodeFilters,
) {
  assertMember(actor.user, companyId);
  const conditions: (SQL | undefined)[] = [eq(riskCodes.companyId, companyId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(riskCodes.code, pattern), ilike(riskCodes.description, pattern)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(riskCodes)
      .where(where)
      .orderBy(asc(riskCodes.code))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(riskCodes).where(where),
  ]);
  const periods = rows.length
    ? await db
        .select()
        .from(riskCodePeriods)
        .where(
          inArray(
            riskCodePeriods.riskCodeId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(riskCodePeriods.dateFrom))
    : [];
  const today = actor.now().toISOString().slice(0, 10);
  return {
    data: rows.map((row) =>
      presentRiskCodeSummary(
        row,
        periods.filter((period) => period.riskCodeId === row.id),
        today,
      ),
    ),
    meta: pageMeta(total, filters),
  };
}

async function findOwn(db: DbOrTx, companyId: number, id: number): Promise<RiskCodeRow> {
  const [row] = await db
    .select()
    .from(riskCodes)
    .where(and(eq(riskCodes.companyId, companyId), eq(riskCodes.id, id)));
  if (!row) throw notFound("Risk code not found");
  return row;
}

/** A risk code with its periods and each period's syndicates, in three statements. */
async function load(db: DbOrTx, row: RiskCodeRow) {
  const periods = await db
    .select()
    .from(riskCodePeriods)
    .where(eq(riskCodePeriods.riskCodeId, row.id))
    .orderBy(asc(riskCodePeriods.dateFrom));
  const shareRows = periods.length
    ? await db
        .select()
        .from(riskCodePeriodSyndicates)
        .where(
          inArray(
            riskCodePeriodSyndicates.periodId,
            periods.map((period) => period.id),
          ),
        )
        .orderBy(asc(riskCodePeriodSyndicates.position))
    : [];
  const names = await ownSyndicates(
    db,
    row.companyId,
    shareRows.map((share) => share.syndicateId),
  );
  const shares = shareRows.map((share) => ({
    share,
    syndicateName: names.get(share.syndicateId)?.name ?? "",
    lloydsNumber: names.get(share.syndicateId)?.lloydsNumber ?? null,
  }));
  return presentRiskCode(row, periods, shares);
}

export async function getRiskCode(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  assertMember(actor.user, companyId);
  return load(db, await findOwn(db, companyId, id));
}

async function checkInput(tx: DbOrTx, companyId: number, input: TRiskCode, exceptId?: number) {
  const [same] = await tx
    .select({ id: riskCodes.id })
    .from(riskCodes)
    .where(
      and(eq(riskCodes.companyId, companyId), sql`lower(${riskCodes.code}) = lower(${input.code})`),
    );
  if (same && same.id !== exceptId) throw invalid({ code: messages.alreadyExists });
  const ids = [
    ...new Set(input.periods.flatMap((period) => period.syndicates.map((s) => s.syndicateId))),
  ];
  const known = await ownSyndicates(tx, companyId, ids);
  const errors: Record<string, string> = {};
  for (const [p, period] of input.periods.entries()) {
    for (const [s, share] of period.syndicates.entries()) {
      if (!known.has(share.syndicateId)) {
        errors[`periods.${p}.syndicates.${s}.syndicateId`] = "Choose a syndicate of your company";
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function writePeriods(tx: DbOrTx, riskCodeId: number, input: TRiskCode) {
  await tx.delete(riskCodePeriods).where(eq(riskCodePeriods.riskCodeId, riskCodeId));
  const periods = await tx
    .insert(riskCodePeriods)
    .values(
      input.periods.map((period) => ({
        riskCodeId,
        dateFrom: period.dateFrom,
        dateTo: period.dateTo,
      })),
    )
    .returning({ id: riskCodePeriods.id });
  await tx.insert(riskCodePeriodSyndicates).values(
    input.periods.flatMap((period, p) =>
      period.syndicates.map((share, position) => ({
        periodId: periods[p]!.id,
        syndicateId: share.syndicateId,
        position,
        capacityProviderPercentage: String(share.capacityProviderPercentage),
        grossPremiumCommissionPercentage: String(share.grossPremiumCommissionPercentage),
      })),
    ),
  );
}

export async function createRiskCode(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  input: TRiskCode,
) {
  assertCan(actor.user, companyId, MANAGE);
  return db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [row] = await tx
      .insert(riskCodes)
      .values({ companyId, code: input.code, description: input.description })
      .returning();
    await writePeriods(tx, row!.id, input);
    await auditBy(tx, actor, {
      action: "riskCode.created",
      companyId,
      subjectType: "riskCode",
      subjectId: row!.id,
      data: { code: input.code, periods: input.periods },
    });
    return load(tx, row!);
  });
}

export async function updateRiskCode(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  id: number,
  input: TRiskCode,
) {
  assertCan(actor.user, companyId, MANAGE);
  return db.transaction(async (tx) => {
    await findOwn(tx, companyId, id);
    await checkInput(tx, companyId, input, id);
    const [row] = await tx
      .update(riskCodes)
      .set({ code: input.code, description: input.description, updatedAt: actor.now() })
      .where(eq(riskCodes.id, id))
      .returning();
    await writePeriods(tx, id, input);
    await auditBy(tx, actor, {
      action: "riskCode.updated",
      companyId,
      subjectType: "riskCode",
      subjectId: id,
      data: { code: input.code, periods: input.periods },
    });
    return load(tx, row!);
  });
}

export async function deleteRiskCode(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  assertCan(actor.user, companyId, MANAGE);
  await db.transaction(async (tx) => {
    const row = await findOwn(tx, companyId, id);
    await tx.delete(riskCodes).where(eq(riskCodes.id, id));
    await auditBy(tx, actor, {
      action: "riskCode.deleted",
      companyId,
      subjectType: "riskCode",
      subjectId: id,
      data: { code: row.code },
    });
  });
}
