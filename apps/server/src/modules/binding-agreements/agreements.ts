/**
 * Binding agreements (SPEC §2, §3; ManageBindingAgreements). The agency that writes under an
 * agreement manages it; users of the managing insurer read the agreements they carry (under their
 * own company id) and nothing else. Anyone else gets 404.
 */
import { CompanyType, messages, type TBindingAgreement, type TPageQuery } from "@platform/domain";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { companyNamesByIds, findCompany } from "../companies/index.ts";
import { type BindingAgreementRow, bindingAgreements } from "./tables.ts";

export interface AgreementFilters extends TPageQuery {
  search?: string;
}

/** Agreements are read through the company: the agency's own, or those an insurer carries. */
export function scopeOf(companyType: number, companyId: number): SQL {
  return companyType === CompanyType.Insurer
    ? eq(bindingAgreements.managingInsurerCompanyId, companyId)
    : eq(bindingAgreements.companyId, companyId);
}

export async function companyTypeOf(db: DbOrTx, companyId: number): Promise<number> {
  const row = await findCompany(db, companyId);
  if (!row) throw notFound(messages.noCompany);
  return row.refCompanyTypeId;
}

/** The agreements with the names of both parties, in one more statement whatever their number. */
export async function withParties(db: DbOrTx, rows: BindingAgreementRow[]) {
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

export async function checkInput(
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
