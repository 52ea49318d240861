/**
 * Claims and fee submissions as the API shows them: a claim's summary (with its paid and
 * outstanding totals read in the same statement) and a fee submission with its firm's name.
 */
import {
  type ClaimStatus,
  crsClaimStatus,
  type TClaimSummary,
  type TFeeSubmission,
  toDec,
} from "@platform/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/index.ts";
import { companyNamesByIds } from "../companies/index.ts";
import { toSeconds } from "../users/index.ts";
import { type ClaimFeeSubmissionRow, type ClaimRow, claimMovements, claims } from "./tables.ts";

// Drizzle leaves columns unqualified in a one-table select: inside a correlated subquery they
// would name the subquery's own columns, so the outer row's are spelt out.
export const outerId = sql.raw('"claims"."id"');
export const outerIncidentId = sql.raw('"claims"."incident_id"');
const sumOf = (column: "paid_change" | "outstanding_change") =>
  sql<string>`(select coalesce(sum(m.${sql.raw(column)}), 0)::numeric(14, 2)::text from ${claimMovements} m where m.claim_id = ${outerId})`;

export const summaryColumns = {
  row: claims,
  paid: sumOf("paid_change"),
  outstanding: sumOf("outstanding_change"),
};
type SummaryRow = { row: ClaimRow; paid: string; outstanding: string };

const money = (value: string) => toDec(value).toFixed(2);

/** `seesMoney`: false for a side that never reads the claim's money (`audience.ts`). */
export function presentSummary(
  r: SummaryRow,
  names: Map<number, string>,
  seesMoney = true,
): TClaimSummary {
  const { row } = r;
  return {
    id: row.id,
    kind: row.kind as TClaimSummary["kind"],
    reference: row.reference,
    status: row.status,
    crsStatus: row.kind === "claim" ? crsClaimStatus[row.status as ClaimStatus] : null,
    dateOfLoss: row.dateOfLoss,
    dateFirstAdvised: row.dateFirstAdvised,
    description: row.description,
    claimant: row.claimant,
    cause: row.cause,
    estimate: row.estimate,
    policy:
      row.riskPackageId === null
        ? null
        : {
            riskPackageId: row.riskPackageId,
            reference: row.policyReference ?? "",
            policyNumber: row.policyNumber,
            insuredName: row.insuredName ?? "",
          },
    legalCompany:
      row.legalCompanyId === null
        ? null
        : { id: row.legalCompanyId, name: names.get(row.legalCompanyId) ?? "" },
    totals: seesMoney
      ? {
          paid: money(r.paid),
          outstanding: money(r.outstanding),
          incurred: toDec(r.paid).plus(toDec(r.outstanding)).toFixed(2),
        }
      : null,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
  };
}

export function feeView(row: ClaimFeeSubmissionRow, names: Map<number, string>): TFeeSubmission {
  return {
    id: row.id,
    claimId: row.claimId,
    amount: row.amount,
    description: row.description,
    status: row.status as TFeeSubmission["status"],
    legalCompany:
      row.legalCompanyId === null
        ? null
        : { id: row.legalCompanyId, name: names.get(row.legalCompanyId) ?? "" },
    submittedAt: toSeconds(row.createdAt),
    decidedAt: row.decidedAt ? toSeconds(row.decidedAt) : null,
    declineReason: row.declineReason,
    movementId: row.movementId,
  };
}

/** One submission as the API answers it. */
export async function presentFee(db: DbOrTx, row: ClaimFeeSubmissionRow) {
  const names = await companyNamesByIds(
    db,
    row.legalCompanyId === null ? [] : [row.legalCompanyId],
  );
  return feeView(row, names);
}
