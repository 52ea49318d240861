/**
 * Syndicates (SPEC §2, §3; ManageSyndicates): the capacity providers an agency writes for. Members
 * of the company read them (pickers on risk codes and agreements); ManageSyndicates changes them.
 */
import { CompanyType, messages, type TSyndicate } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid, notFound } from "../../platform/http/errors.ts";
import { findCompany } from "../companies/index.ts";
import { type SyndicateRow, syndicates } from "./tables.ts";

export async function findOwn(db: DbOrTx, companyId: number, id: number): Promise<SyndicateRow> {
  const [row] = await db
    .select()
    .from(syndicates)
    .where(and(eq(syndicates.companyId, companyId), eq(syndicates.id, id)));
  if (!row) throw notFound("Syndicate not found");
  return row;
}

export async function insurerName(db: DbOrTx, insurerCompanyId: number | null) {
  if (!insurerCompanyId) return null;
  return (await findCompany(db, insurerCompanyId))?.name ?? null;
}

export async function checkInput(
  tx: DbOrTx,
  companyId: number,
  input: TSyndicate,
  exceptId?: number,
) {
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
