/**
 * Risk codes (SPEC §2, §3, §5): a reinsurance code with dated periods, each splitting the capacity
 * between syndicates (shares adding up to 100 %) with a gross premium commission per syndicate.
 * Saving replaces the periods whole; a bound transaction keeps its own copy of the split it was
 * written with (docs/decisions.md), so editing a code never rewrites the past.
 */
import { messages, type TRiskCode } from "@platform/domain";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { invalid } from "../../platform/http/errors.ts";
import { ownSyndicates } from "../syndicates/index.ts";
import { riskCodePeriodSyndicates, riskCodePeriods, riskCodes } from "./tables.ts";

export async function checkInput(
  tx: DbOrTx,
  companyId: number,
  input: TRiskCode,
  exceptId?: number,
) {
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

export async function writePeriods(tx: DbOrTx, riskCodeId: number, input: TRiskCode) {
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
