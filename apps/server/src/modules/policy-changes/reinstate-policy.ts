/**
 * Reinstatement of a cancelled policy: an adjustment effective on the
 * cancellation's date that charges back exactly what the cancellation returned, line by line,
 * and puts the annual premium in force again. The risks the cancellation cancelled (bound with
 * it) are reinstated together; an underwriter's request is quoted, a broker's is referred to the
 * underwriter.
 */
import {
  canReinstate,
  policyChangeMessages,
  reinstatementBreakdown,
  TransactionStatus,
  TransactionType,
} from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict } from "../../platform/http/errors.ts";
import { type NewRiskTransaction, totalGross } from "../risks/index.ts";
import { changePolicy, changeRowBase, premiumColumns, recordChange } from "./frame.ts";
import { assertRule } from "./state.ts";

export const reinstatementReferral =
  "A reinstatement requested by the broker is reviewed by the underwriter";

export async function reinstatePolicy(ctx: Ctx, input: { riskPackageId: number }) {
  return changePolicy(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (change) => {
      const { loaded, policy } = change;
      assertRule(canReinstate(policy.state));
      const cancellation = policy.cancellation;
      if (!cancellation) throw conflict(policyChangeMessages.notCancelled);
      const boundAt = cancellation.boundAt?.getTime();
      const cancelledTogether = policy.risks.filter(
        (r) => r.cancelled && r.lastBound?.boundAt?.getTime() === boundAt,
      );
      const quoted = loaded.side !== "broker";
      const status = quoted ? TransactionStatus.Quoted : TransactionStatus.Referred;
      const rows: NewRiskTransaction[] = cancelledTogether.map((risk) => {
        const can = risk.lastBound!;
        const premium = can.premium ? reinstatementBreakdown(can.premium) : null;
        return {
          ...changeRowBase(change, status, can.effectiveDate),
          riskId: risk.pinned.risk.id,
          type: TransactionType.Adjustment,
          basedOnTransactionId: can.id,
          reinstatesTransactionId: can.id,
          answers: can.answers,
          overrides: can.overrides,
          discountPercent: can.discountPercent,
          values: can.values,
          ...premiumColumns(premium),
          annualPremium: can.annualPremium,
        };
      });
      const word = quoted ? "quoted" : "referred";
      await recordChange(change, rows, {
        referralReasons: quoted ? [] : [reinstatementReferral],
        action: "risk.reinstatement_requested",
        audit: {
          description: `Reinstatement from ${cancellation.effectiveDate} ${word}`,
          cancellationId: cancellation.id,
          grossPremium: totalGross(rows.map((r) => r.grossPremium ?? null)),
        },
        noun: "reinstatement",
        word,
      });
    },
  });
}
