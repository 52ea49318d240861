/**
 * Binding agreements (SPEC §2, §3; ManageBindingAgreements). The agency that writes under an
 * agreement manages it; users of the managing insurer read the agreements they carry (under their
 * own company id) and nothing else. Anyone else gets 404.
 */
import {
  CompanyType,
  messages,
  Permission,
  pageMeta,
  pageWindow,
  type TBindingAgreement,
  type TPageQuery,
} from "@platform/domain";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { assertCan, assertMember } from "../../platform/access/index.ts";
import type { Actor } from "../../platform/actor/index.ts";
import { auditBy } from "../../platform/audit/index.ts";
import type { DbOrTx } from "../../platform/db/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { forbidden, invalid, notFound } from "../../platform/http/errors.ts";
import { companyNamesByIds, findCompany } from "../companies/index.ts";
import { presentAgreement } from "./present.ts";
import { type BindingAgreementRow, bindingAgreements } from "./tables.ts";

export interface AgreementFilters extends TPageQuery {
  search?: string;
}

/** Agreements are read through the company: the agency's own, or those an insurer carries. */
function scopeOf(companyType: number, companyId: number): SQL {
  return companyType === CompanyType.Insurer
    ? eq(bindingAgreements.managingInsurerCompanyId, companyId)
    : eq(bindingAgreements.companyId, companyId);
}

async function companyTypeOf(db: DbOrTx, companyId: number): Promise<number> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(messages.noCompany);
  return row.refCompanyTypeId;
}

/** The agreements with the names of both parties, in one more statement whatever their number. */
async function withParties(db: DbOrTx, rows: BindingAgreementRow[]) {
  const names = await companyNamesByIds(
    db,
    rows.flatMap((row) => [row.companyId, row.managingInsurerCompanyId]),
  );
  return rows.map((agreement) => ({
    agreement,
    agencyName: names.get(agreement.companyId) ?? "",
    insurerName: names.get(agreement.managingInsurerCompanyId) ?? "",
  }));
}

export async function listAgreements(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  filters: AgreementFilters,
) {
  assertMember(actor.user, companyId);
  const type = await companyTypeOf(db, companyId);
  const conditions: (SQL | undefined)[] = [scopeOf(type, companyId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(bindingAgreements.name, pattern),
        ilike(bindingAgreements.uniqueMarketReference, pattern),
        ilike(bindingAgreements.agreementNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(bindingAgreements)
      .where(where)
      .orderBy(asc(bindingAgreements.validFrom), asc(bindingAgreements.name))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bindingAgreements).where(where),
  ]);
  const role = type === CompanyType.Insurer ? "insurer" : "agency";
  return {
    data: (await withParties(db, rows)).map((row) => presentAgreement(row.agreement, row, role)),
    meta: pageMeta(total, filters),
  };
}

/** The agreement as `companyId` may see it (its agency or its managing insurer), else 404. */
export async function findVisibleAgreement(db: DbOrTx, companyId: number, id: number) {
  const [found] = await db
    .select()
    .from(bindingAgreements)
    .where(
      and(
        eq(bindingAgreements.id, id),
        or(
          eq(bindingAgreements.companyId, companyId),
          eq(bindingAgreements.managingInsurerCompanyId, companyId),
        ),
      ),
    );
  if (!found) throw notFound("Binding agreement not found");
  const [row] = await withParties(db, [found]);
  const role: "agency" | "insurer" = found.companyId === companyId ? "agency" : "insurer";
  return { row: found, parties: row!, role };
}

export async function getAgreement(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  assertMember(actor.user, companyId);
  const found = await findVisibleAgreement(db, companyId, id);
  return presentAgreement(found.row, found.parties, found.role);
}

async function checkInput(
  tx: DbOrTx,
  companyId: number,
  input: TBindingAgreement,
  exceptId?: number,
) {
  const errors: Record<string, string> = {};
  const insurerRow = await findCompany(tx, input.managingInsurerCompanyId);
  if (insurerRow?.refCompanyTypeId !== CompanyType.Insurer || !insurerRow.isActive) {
    errors.managingInsurerCompanyId = "Choose an insurer on the platform";
  }
  const [same] = await tx
    .select({ id: bindingAgreements.id })
    .from(bindingAgreements)
    .where(
      and(
        eq(bindingAgreements.companyId, companyId),
        sql`upper(${bindingAgreements.uniqueMarketReference}) = ${input.uniqueMarketReference}`,
      ),
    );
  if (same && same.id !== exceptId) errors.uniqueMarketReference = messages.alreadyExists;
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The agency's agreement, row-locked for the transaction (serialises its periods' changes). */
export async function ownAgreement(
  tx: DbOrTx,
  companyId: number,
  id: number,
): Promise<BindingAgreementRow> {
  const [row] = await tx
    .select()
    .from(bindingAgreements)
    .where(and(eq(bindingAgreements.companyId, companyId), eq(bindingAgreements.id, id)))
    .for("update");
  if (!row) throw notFound("Binding agreement not found");
  return row;
}

/** Only underwriting agencies change binding agreements; the managing insurer reads them. */
async function assertAgency(db: DbOrTx, actor: Actor, companyId: number) {
  assertCan(actor.user, companyId, Permission.ManageBindingAgreements);
  if ((await companyTypeOf(db, companyId)) !== CompanyType.Underwriter) {
    throw forbidden(messages.noEditPermission);
  }
}

export async function createAgreement(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  input: TBindingAgreement,
) {
  await assertAgency(db, actor, companyId);
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, companyId, input);
    const [row] = await tx
      .insert(bindingAgreements)
      .values({ companyId, ...input })
      .returning();
    await auditBy(tx, actor, {
      action: "bindingAgreement.created",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: row!.id,
      data: { name: input.name, uniqueMarketReference: input.uniqueMarketReference },
    });
    return row!.id;
  });
  return getAgreement(db, actor, companyId, id);
}

export async function updateAgreement(
  db: DbOrTx,
  actor: Actor,
  companyId: number,
  id: number,
  input: TBindingAgreement,
) {
  await assertAgency(db, actor, companyId);
  await db.transaction(async (tx) => {
    await ownAgreement(tx, companyId, id);
    await checkInput(tx, companyId, input, id);
    await tx
      .update(bindingAgreements)
      .set({ ...input, updatedAt: actor.now() })
      .where(eq(bindingAgreements.id, id));
    await auditBy(tx, actor, {
      action: "bindingAgreement.updated",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: id,
      data: { ...input },
    });
  });
  return getAgreement(db, actor, companyId, id);
}

export async function deleteAgreement(db: DbOrTx, actor: Actor, companyId: number, id: number) {
  await assertAgency(db, actor, companyId);
  await db.transaction(async (tx) => {
    const row = await ownAgreement(tx, companyId, id);
    await tx.delete(bindingAgreements).where(eq(bindingAgreements.id, id));
    await auditBy(tx, actor, {
      action: "bindingAgreement.deleted",
      companyId,
      subjectType: "bindingAgreement",
      subjectId: id,
      data: { name: row.name },
    });
  });
}
