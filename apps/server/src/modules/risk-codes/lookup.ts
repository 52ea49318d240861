import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type RiskCodeRow, riskCodes } from "./tables.ts";

/** The company's risk code `id` (code and description), or null. One statement. */
export async function riskCodeOfCompany(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: riskCodes.id, code: riskCodes.code, description: riskCodes.description })
    .from(riskCodes)
    .where(and(eq(riskCodes.companyId, companyId), eq(riskCodes.id, id)));
  return row ?? null;
}

/** The company's risk code row `id`, or 404. */
export async function findOwnRiskCode(
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<RiskCodeRow> {
  const [row] = await db
    .select()
    .from(riskCodes)
    .where(and(eq(riskCodes.companyId, companyId), eq(riskCodes.id, id)));
  if (!row) throw notFound("Risk code not found");
  return row;
}
