/**
 * Cancellation (CAN): a reason from the list, an effective date inside the term
 * and the confirmation; the return premium pro rata by day, or on the product's short-rate scale
 * when the insured cancels, keeping any minimum earned premium; quoted for 30 days and bound by
 * `/bind`. The main product cancels only with or after its add-ons (SPEC §4, §8). Cancelling
 * add-ons alone adjusts the policy: the main risk gets a zero-change adjustment beside them so
 * the package's transactions still move together.
 */
import {
  canCancel,
  cancellationBreakdown,
  changeBreakdown,
  checkSequence,
  insuredInitiatedReasons,
  ProductKind,
  policyChangeMessages,
  policyChangeSettingsOf,
  TransactionStatus,
  TransactionType,
  toDec,
  type ZPolicyCancel,
} from "@platform/domain";
import type { z } from "zod";
import type { Ctx } from "../../platform/context/index.ts";
import { conflict, invalid } from "../../platform/http/errors.ts";
import { type NewRiskTransaction, totalGross } from "../risks/index.ts";
import {
  changeOutcome,
  changePolicy,
  changeRowBase,
  premiumColumns,
  recordChange,
} from "./frame.ts";
import { assertRule, withoutFraction } from "./state.ts";

type CancelInput = z.output<typeof ZPolicyCancel>;

export async function cancelPolicy(ctx: Ctx, input: CancelInput & { riskPackageId: number }) {
  return changePolicy(ctx, {
    riskPackageId: input.riskPackageId,
    work: async (change) => {
      const { pkg, policy } = change;
      const main = policy.risks[0];
      if (!main) throw conflict(policyChangeMessages.notBound);
      const inForce = policy.risks.filter((r) => r.lastBound !== null && !r.cancelled);
      const targets = input.productIds
        ? input.productIds.map((productId) => {
            const risk = policy.risks.find((r) => r.pinned.risk.productId === productId);
            if (!risk) throw invalid({ productIds: policyChangeMessages.unknownProduct });
            if (!inForce.includes(risk))
              throw invalid({ productIds: policyChangeMessages.addOnNotInForce });
            return risk;
          })
        : inForce;
      const cancelsMain = targets.includes(main);
      const addOnsLeft = cancelsMain
        ? inForce
            .filter((r) => r.pinned.risk.productKind === ProductKind.AddOn && !targets.includes(r))
            .map(() => ({ cancelled: false }))
        : [];
      assertRule(canCancel(policy.state, input, addOnsLeft));
      assertRule(checkSequence(policy.lastChangeEffectiveDate, input.effectiveDate));

      const outcome = await changeOutcome(
        change,
        main.pinned.version.details,
        input.effectiveDate,
        { declines: [], referrals: [] },
      );
      const quoted = outcome.status === TransactionStatus.Quoted;
      const byInsured = insuredInitiatedReasons.includes(input.reason);
      const common = changeRowBase(change, outcome.status, input.effectiveDate);
      const rows: NewRiskTransaction[] = targets.map((risk) => {
        const bound = risk.lastBound!;
        const settings = policyChangeSettingsOf(risk.pinned.version.details);
        // A product that rated no premium (an add-on without formulas) returns nothing.
        const premium = risk.annual
          ? withoutFraction(
              cancellationBreakdown({
                inForce: risk.annual,
                inception: pkg.inceptionDate,
                expiry: pkg.expiryDate,
                effective: input.effectiveDate,
                fees: settings.fees,
                shortRate: byInsured ? settings.shortRate : null,
                minimumEarnedPremium: settings.minimumEarnedPremium,
              }),
            )
          : null;
        return {
          ...common,
          riskId: risk.pinned.risk.id,
          type: TransactionType.Cancellation,
          basedOnTransactionId: bound.id,
          answers: bound.answers,
          overrides: bound.overrides,
          discountPercent: bound.discountPercent,
          values: bound.values,
          ...premiumColumns(premium),
          annualPremium: risk.annual,
          cancellationReason: input.reason,
        };
      });
      if (!cancelsMain && main.lastBound && main.annual) {
        // Add-ons alone: the main risk's terms stay, its premium line is zero.
        const zero = changeBreakdown({
          before: main.annual,
          after: main.annual,
          fraction: toDec(0),
          rates: main.annual.rates,
          fees: "flat",
        });
        rows.unshift({
          ...common,
          riskId: main.pinned.risk.id,
          type: TransactionType.Adjustment,
          basedOnTransactionId: main.lastBound.id,
          answers: main.lastBound.answers,
          overrides: main.lastBound.overrides,
          discountPercent: main.lastBound.discountPercent,
          values: main.lastBound.values,
          ...premiumColumns(zero),
          annualPremium: main.annual,
        });
      }
      const word = quoted ? "quoted" : "referred";
      const what = cancelsMain ? "Cancellation" : "Add-on cancellation";
      await recordChange(change, rows, {
        referralReasons: outcome.reasons.map((r) => r.message),
        action: "risk.cancellation_requested",
        audit: {
          description: `${what} effective ${input.effectiveDate} ${word}: ${input.reason}`,
          effectiveDate: input.effectiveDate,
          reason: input.reason,
          grossPremium: totalGross(rows.map((r) => r.grossPremium ?? null)),
        },
        noun: "cancellation",
        word,
      });
    },
  });
}
