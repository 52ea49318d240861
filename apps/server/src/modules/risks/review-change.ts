/**
 * The underwriter's manual premium or formula override on a mid-term adjustment (SPEC §4,
 * docs/decisions.md): it sets the policy's annual terms from the effective date, exactly as on new
 * business, and the adjustment's lines are again the pro-rated difference from the annual premium
 * in force. A cancellation or a reinstatement has no premium of its own to set: it returns or
 * charges back what is in force, so the review routes refuse it (409).
 */
import {
  adjustmentBreakdown,
  type PremiumBreakdown,
  policyChangeSettingsOf,
  riskMessages,
  TransactionType,
} from "@platform/domain";
import { conflict } from "../../platform/http/errors.ts";
import type { LoadedPackage, PinnedRisk } from "./load.ts";
import type { RatedTransaction } from "./rate.ts";
import type { RiskTransactionRow } from "./tables.ts";

/** Whether a manual premium or override may price this transaction (not a CAN, not a reinstatement). */
export const repriceable = (main: RiskTransactionRow) =>
  main.type !== TransactionType.Cancellation &&
  !(main.type === TransactionType.Adjustment && main.reinstatesTransactionId !== null);

/** Refuses a manual premium or override on a cancellation or a reinstatement. */
export function assertRepriceable(main: RiskTransactionRow) {
  if (!repriceable(main)) throw conflict(riskMessages.reviewChangeDerived);
}

const annualOf = (row: RiskTransactionRow): PremiumBreakdown | null =>
  row.type === TransactionType.Adjustment || row.type === TransactionType.Cancellation
    ? (row.annualPremium ?? null)
    : row.premium;

/**
 * The premium columns of a re-rated adjustment: `annualPremium` the new annual terms, `premium`
 * and its totals the change from the annual premium in force (the transaction it is based on).
 * New business and renewals keep the rated columns as they are.
 */
export function changeColumns(
  loaded: LoadedPackage,
  target: { pinned: PinnedRisk; tx: RiskTransactionRow },
  columns: RatedTransaction["columns"],
): RatedTransaction["columns"] & { annualPremium?: PremiumBreakdown | null } {
  if (target.tx.type !== TransactionType.Adjustment) return columns;
  const basedOn = loaded.transactions.find((row) => row.id === target.tx.basedOnTransactionId);
  const before = basedOn ? annualOf(basedOn) : null;
  const after = columns.premium;
  if (!before || !after)
    return {
      ...columns,
      annualPremium: after,
      premium: null,
      basePremium: null,
      grossPremium: null,
      amountPayable: null,
    };
  const { change: _fraction, ...lines } = adjustmentBreakdown({
    before,
    after,
    inception: loaded.row.inceptionDate,
    expiry: loaded.row.expiryDate,
    effective: target.tx.effectiveDate,
    fees: policyChangeSettingsOf(target.pinned.version.details).fees,
  });
  return {
    ...columns,
    annualPremium: after,
    premium: lines,
    basePremium: lines.basePremium,
    grossPremium: lines.grossPremium,
    amountPayable: lines.amountPayable,
  };
}
