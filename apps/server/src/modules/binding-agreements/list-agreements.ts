import { CompanyType, pageMeta, pageWindow } from "@platform/domain";
import { and, asc, count, ilike, or, type SQL } from "drizzle-orm";
import { assertMember } from "../../platform/access/index.ts";
import { actingCompany } from "../../platform/actor/index.ts";
import type { Ctx } from "../../platform/context/index.ts";
import { likePattern } from "../../platform/db/like.ts";
import { type AgreementFilters, companyTypeOf, scopeOf, withParties } from "./agreements.ts";
import { presentAgreement } from "./present.ts";
import { bindingAgreements } from "./tables.ts";

/** A page of the agency's agreements, or of those an insurer carries (search by name, UMR, number). */
export async function listAgreements(ctx: Ctx, input: { filters: AgreementFilters }) {
  const { db, actor } = ctx;
  const { filters } = input;
  const companyId = actingCompany(actor);
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
