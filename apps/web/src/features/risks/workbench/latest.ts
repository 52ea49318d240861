import type {
  TRiskPackageView,
  TRiskTransactionView,
  TRiskView,
} from "@platform/domain/risks/views";

/** Referred or quoted: the statuses an underwriter may still adjust (SPEC §4). */
export const isOpen = (tx: TRiskTransactionView | undefined) =>
  tx?.status === 5 || tx?.status === 3;

/** Each risk with its latest transaction (transactions come oldest first). */
export function latestByRisk(
  risk: TRiskPackageView,
): { risk: TRiskView; tx: TRiskTransactionView | undefined }[] {
  return risk.risks.map((r) => ({ risk: r, tx: r.transactions[r.transactions.length - 1] }));
}
